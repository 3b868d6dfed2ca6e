/// How often and how patiently failed requests are retried (429, 5xx and network errors only), within a
/// total time for the whole request, retries and waits included.
public struct RetryPolicy: Sendable {
    /// Attempts in total, the first included.
    public var maxAttempts: Int
    /// Wait before the second attempt; doubles for each further one.
    public var baseDelay: Double
    /// The longest wait, also the cap applied to a server's `Retry-After`.
    public var maxDelay: Double
    /// The time one request may take in all (attempts and the waits between them); an attempt gets what
    /// is left, and no retry starts whose wait would pass it.
    public var totalTime: Duration
    /// Waits the given seconds (tests inject one that records instead of sleeping).
    public var sleep: @Sendable (Double) async throws -> Void

    public init(
        maxAttempts: Int = 3, baseDelay: Double = 0.5, maxDelay: Double = 8, totalTime: Duration = .seconds(20),
        sleep: @escaping @Sendable (Double) async throws -> Void = RetryPolicy.taskSleep
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.totalTime = totalTime
        self.sleep = sleep
    }

    /// The default policy: 3 attempts, 0.5 s then 1 s, `Retry-After` capped at 8 s, 20 s in all.
    public static let standard = RetryPolicy()

    /// Sleeps with `Task.sleep` (cancellable).
    @Sendable public static func taskSleep(_ seconds: Double) async throws {
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }

    /// The wait after failed attempt `attempt` (1-based), honouring `retryAfter` when the server gave one.
    public func delay(afterAttempt attempt: Int, retryAfter: Int?) -> Double {
        if let retryAfter { return min(Double(max(0, retryAfter)), maxDelay) }
        var delay = baseDelay
        for _ in 1..<max(1, attempt) { delay *= 2 }
        return min(delay, maxDelay)
    }
}
