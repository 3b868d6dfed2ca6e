import Synchronization

/// Concurrent fetches of the same resource share one: the first caller starts it, later callers wait for
/// its result. A cancelled waiter no longer keeps the fetch alive: the fetch (e.g. its HTTP transfer) is
/// cancelled once every waiter was.
final class SharedFetches: Sendable {
    /// A running fetch and how many callers wait for it. Once it leaves `flights` (it finished, or its last
    /// waiter was cancelled) its count no longer matters.
    private struct Flight {
        let id: UInt64
        let task: Task<any Sendable, any Error>
        var waiters = 1
    }

    private struct State {
        var flights: [String: Flight] = [:]
        var lastID: UInt64 = 0
    }

    private let state = Mutex(State())

    /// The result of `fetch` for `key`, run once for every caller that asks while it runs.
    func value<Value: Sendable>(for key: String, fetch: @escaping @Sendable () async throws -> Value) async throws
        -> Value
    {
        let (id, task) = state.withLock { state in
            if let running = state.flights[key], !running.task.isCancelled {
                state.flights[key]?.waiters += 1
                return (running.id, running.task)
            }
            state.lastID += 1
            let started = Flight(id: state.lastID, task: Task { try await fetch() })
            state.flights[key] = started
            return (started.id, started.task)
        }
        defer {
            state.withLock { state in
                if state.flights[key]?.id == id { state.flights[key] = nil }
            }
        }
        return try await withTaskCancellationHandler {
            let value = try await task.value
            guard let typed = value as? Value else { throw CancellationError() }
            return typed
        } onCancel: {
            let isLast = state.withLock { state -> Bool in
                guard state.flights[key]?.id == id else { return false }
                state.flights[key]?.waiters -= 1
                guard state.flights[key]?.waiters == 0 else { return false }
                // A caller arriving while the cancelled fetch unwinds starts a new one.
                state.flights[key] = nil
                return true
            }
            if isLast { task.cancel() }
        }
    }
}
