import Synchronization

/// One download shared by every concurrent load of the same URL. Thread-safe, so waiters can join and
/// leave from any context (including cancellation handlers) without racing the download's completion.
/// A continuation is taken out under the lock before it is resumed, so each is resumed exactly once (which
/// is why unchecked continuations do).
final class Flight: Sendable {
    /// Thrown to a waiter that tried to join a flight every other waiter had already abandoned.
    struct Abandoned: Error {}

    private struct State {
        var waiters: [UInt64: UnsafeContinuation<ImageTexture, Error>] = [:]
        var departed: Set<UInt64> = []
        var result: Result<ImageTexture, Error>?
        var source: ImageOrigin?
        var abandoned = false
        var task: Task<Void, Never>?
    }

    let id: UInt64
    private let state = Mutex(State())

    init(id: UInt64) {
        self.id = id
    }

    /// The download; cancelled when the last waiter leaves (at once if every waiter already left).
    func attach(_ task: Task<Void, Never>) {
        let isAbandoned = state.withLock { state in
            state.task = task
            return state.abandoned
        }
        if isAbandoned { task.cancel() }
    }

    /// Where the image came from, once the flight completed successfully.
    var origin: ImageOrigin? { state.withLock { $0.source } }

    /// True once every waiter left before the download finished.
    var isAbandoned: Bool { state.withLock { $0.abandoned } }

    /// Registers a waiter; resumes it at once if the result is known, it already left, or the flight
    /// was abandoned (with ``Abandoned``: start a new flight).
    func join(_ waiter: UInt64, _ continuation: UnsafeContinuation<ImageTexture, Error>) {
        let immediate: Result<ImageTexture, Error>? = state.withLock { state in
            if state.departed.remove(waiter) != nil { return .failure(CancellationError()) }
            if let result = state.result { return result }
            if state.abandoned { return .failure(Abandoned()) }
            state.waiters[waiter] = continuation
            return nil
        }
        if let immediate { continuation.resume(with: immediate) }
    }

    /// A waiter was cancelled: resumes it with `CancellationError`. When it was the last one, the
    /// download is cancelled and true is returned.
    @discardableResult
    func leave(_ waiter: UInt64) -> Bool {
        let (continuation, taskToCancel): (UnsafeContinuation<ImageTexture, Error>?, Task<Void, Never>?) =
            state.withLock { state in
                guard let continuation = state.waiters.removeValue(forKey: waiter) else {
                    if state.result == nil { state.departed.insert(waiter) }
                    return (nil, nil)
                }
                guard state.waiters.isEmpty, state.result == nil else { return (continuation, nil) }
                state.abandoned = true
                return (continuation, state.task)
            }
        continuation?.resume(throwing: CancellationError())
        taskToCancel?.cancel()
        return taskToCancel != nil
    }

    /// Delivers the download's result (and, on success, where it came from) to every waiter.
    func complete(_ outcome: Result<ImageTexture, Error>, origin: ImageOrigin? = nil) {
        let waiting = state.withLock { state in
            state.result = outcome
            state.source = origin
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        waiting.forEach { $0.resume(with: outcome) }
    }
}
