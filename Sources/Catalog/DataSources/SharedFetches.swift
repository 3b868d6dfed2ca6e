import Foundation

/// Concurrent fetches of the same resource share one: the first caller starts it, later callers wait for
/// its result. A cancelled waiter no longer keeps the fetch alive: the fetch (e.g. its HTTP transfer) is
/// cancelled once every waiter was.
final class SharedFetches: @unchecked Sendable {
    private final class Flight: @unchecked Sendable {
        let task: Task<any Sendable, any Error>
        var waiters = 1

        init(task: Task<any Sendable, any Error>) {
            self.task = task
        }
    }

    private let lock = NSLock()
    private var flights: [String: Flight] = [:]

    /// The result of `fetch` for `key`, run once for every caller that asks while it runs.
    func value<Value: Sendable>(for key: String, fetch: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let flight: Flight = lock.withLock {
            if let running = flights[key], !running.task.isCancelled {
                running.waiters += 1
                return running
            }
            let started = Flight(task: Task { try await fetch() })
            flights[key] = started
            return started
        }
        defer {
            lock.withLock {
                if flights[key] === flight { flights[key] = nil }
            }
        }
        return try await withTaskCancellationHandler {
            let value = try await flight.task.value
            guard let typed = value as? Value else { throw CancellationError() }
            return typed
        } onCancel: {
            let isLast = lock.withLock { () -> Bool in
                flight.waiters -= 1
                guard flight.waiters == 0 else { return false }
                // A caller arriving while the cancelled fetch unwinds starts a new one.
                if flights[key] === flight { flights[key] = nil }
                return true
            }
            if isLast { flight.task.cancel() }
        }
    }
}
