import Catalog
import Synchronization

/// Canned answers by key, recording every call. A missing key answers `.notFound`. A held key makes
/// callers wait until `release` (or until their task is cancelled).
final class Stub<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Held {
        var continuations: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private struct Storage {
        var answers: [Key: Result<Value, CatalogError>] = [:]
        var calls: [Key] = []
        var held: [Key: Held] = [:]
        var nextID = 0
        var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let storage = Mutex(Storage())

    init() {}

    func answer(_ key: Key, with value: Value) {
        storage.withLock { $0.answers[key] = .success(value) }
    }

    func fail(_ key: Key, with error: CatalogError) {
        storage.withLock { $0.answers[key] = .failure(error) }
    }

    /// Calls for `key` wait until `release(key)`.
    func hold(_ key: Key) {
        storage.withLock { $0.held[key] = Held() }
    }

    func release(_ key: Key) {
        let waiting = storage.withLock { storage in
            let held = storage.held.removeValue(forKey: key)
            return held.map { Array($0.continuations.values) } ?? []
        }
        for continuation in waiting { continuation.resume() }
    }

    var calls: [Key] { storage.withLock { $0.calls } }

    /// Returns once at least `count` calls have been made.
    func waitForCalls(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = storage.withLock { storage -> Bool in
                if storage.calls.count >= count { return true }
                storage.callWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    func call(_ key: Key) async throws -> Value {
        let (id, isHeld, waiters) = storage.withLock { storage in
            storage.calls.append(key)
            storage.nextID += 1
            let ready = storage.callWaiters.filter { $0.count <= storage.calls.count }
            storage.callWaiters.removeAll { $0.count <= storage.calls.count }
            return (storage.nextID, storage.held[key] != nil, ready.map(\.continuation))
        }
        for waiter in waiters { waiter.resume() }
        if isHeld {
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    let stillHeld = storage.withLock { storage -> Bool in
                        guard storage.held[key] != nil, !Task.isCancelled else { return false }
                        storage.held[key]?.continuations[id] = continuation
                        return true
                    }
                    if !stillHeld { continuation.resume() }
                }
            } onCancel: {
                let continuation = storage.withLock { $0.held[key]?.continuations.removeValue(forKey: id) }
                continuation?.resume()
            }
            try Task.checkCancellation()
        }
        let answer = storage.withLock { $0.answers[key] }
        return try (answer ?? .failure(.notFound)).get()
    }
}
