/// The time source effects use to wait (debounce). Inject ``SystemClock`` in the app and
/// ``TestClock`` in tests, so no test ever sleeps for real.
///
/// Times are offsets from the clock's own origin.
public protocol EffectClock: Sendable {
    /// Time elapsed since the clock's origin.
    var now: Duration { get }
    /// Suspends until `now >= deadline`. Throws `CancellationError` when the task is cancelled.
    func sleep(until deadline: Duration) async throws
}

extension EffectClock {
    /// Suspends for `duration` from now.
    public func sleep(for duration: Duration) async throws {
        try await sleep(until: now + duration)
    }
}

/// The real clock (monotonic, `ContinuousClock`).
public struct SystemClock: EffectClock {
    private let origin: ContinuousClock.Instant

    /// A clock whose origin is the moment it is created.
    public init() {
        origin = ContinuousClock.now
    }

    public var now: Duration { ContinuousClock.now - origin }

    public func sleep(until deadline: Duration) async throws {
        try await ContinuousClock().sleep(until: origin.advanced(by: deadline), tolerance: nil)
    }
}
