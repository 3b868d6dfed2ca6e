import Foundation

/// One download shared by every concurrent load of the same URL. Thread-safe, so waiters can join and
/// leave from any context (including cancellation handlers) without racing the download's completion.
/// A continuation is taken out under the lock before it is resumed, so each is resumed exactly once (which
/// is why unchecked continuations do).
final class Flight: @unchecked Sendable {
    /// Thrown to a waiter that tried to join a flight every other waiter had already abandoned.
    struct Abandoned: Error {}

    let id: UInt64
    private let lock = NSLock()
    private var waiters: [UInt64: UnsafeContinuation<ImageTexture, Error>] = [:]
    private var departed: Set<UInt64> = []
    private var result: Result<ImageTexture, Error>?
    private var source: ImageOrigin?
    private var abandoned = false
    private var task: Task<Void, Never>?

    init(id: UInt64) {
        self.id = id
    }

    /// The download; cancelled when the last waiter leaves (at once if every waiter already left).
    func attach(_ task: Task<Void, Never>) {
        let isAbandoned = lock.withLock {
            self.task = task
            return abandoned
        }
        if isAbandoned { task.cancel() }
    }

    /// Where the image came from, once the flight completed successfully.
    var origin: ImageOrigin? { lock.withLock { source } }

    /// True once every waiter left before the download finished.
    var isAbandoned: Bool { lock.withLock { abandoned } }

    /// Registers a waiter; resumes it at once if the result is known, it already left, or the flight
    /// was abandoned (with ``Abandoned``: start a new flight).
    func join(_ waiter: UInt64, _ continuation: UnsafeContinuation<ImageTexture, Error>) {
        let immediate: Result<ImageTexture, Error>? = lock.withLock {
            if departed.remove(waiter) != nil { return .failure(CancellationError()) }
            if let result { return result }
            if abandoned { return .failure(Abandoned()) }
            waiters[waiter] = continuation
            return nil
        }
        if let immediate { continuation.resume(with: immediate) }
    }

    /// A waiter was cancelled: resumes it with `CancellationError`. When it was the last one, the
    /// download is cancelled and true is returned.
    @discardableResult
    func leave(_ waiter: UInt64) -> Bool {
        let (continuation, taskToCancel): (UnsafeContinuation<ImageTexture, Error>?, Task<Void, Never>?) = lock.withLock {
            guard let continuation = waiters.removeValue(forKey: waiter) else {
                if result == nil { departed.insert(waiter) }
                return (nil, nil)
            }
            guard waiters.isEmpty, result == nil else { return (continuation, nil) }
            abandoned = true
            return (continuation, task)
        }
        continuation?.resume(throwing: CancellationError())
        taskToCancel?.cancel()
        return taskToCancel != nil
    }

    /// Delivers the download's result (and, on success, where it came from) to every waiter.
    func complete(_ outcome: Result<ImageTexture, Error>, origin: ImageOrigin? = nil) {
        let waiting = lock.withLock {
            result = outcome
            source = origin
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        waiting.forEach { $0.resume(with: outcome) }
    }
}
