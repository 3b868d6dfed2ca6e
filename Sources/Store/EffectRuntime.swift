/// Runs effects for a store: starts their tasks, tracks them by cancellation id, cancels them.
///
/// Shared by ``Store`` and the test store (`package` access).
@MainActor
@usableFromInline
package final class EffectRuntime<Action: Sendable> {
    /// Receives every action effects send (and `.send` effects, synchronously).
    package var deliver: @MainActor (Action) -> Void = { _ in }
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var tokensByID: [EffectID: Set<UInt64>] = [:]
    private var nextToken: UInt64 = 0
    /// Called after an effect task finished (test store waiters).
    package var onTaskFinished: (@MainActor () -> Void)?

    /// A runtime; set ``deliver`` before starting effects.
    @usableFromInline
    package init() {}

    isolated deinit {
        for task in tasks.values { task.cancel() }
    }

    /// Effect tasks that have neither finished nor been cancelled. A cancelled task is forgotten at once:
    /// its `Send` drops every action, so nothing it does afterwards can reach the store.
    package var runningCount: Int { tasks.count }

    /// Starts `effect`.
    @usableFromInline
    package func start(_ effect: Effect<Action>) {
        if effect.isNone { return }
        start(effect, ids: [])
    }

    /// Cancels every running effect.
    package func cancelAll() {
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        tokensByID.removeAll()
    }

    private func start(_ effect: Effect<Action>, ids: [EffectID]) {
        switch effect.operation {
        case .none:
            return
        case .send(let action):
            deliver(action)
        case .run(let priority, let work):
            let send = Send<Action> { [weak self] action in self?.deliver(action) }
            spawn(ids: ids, priority: priority) { await work(send) }
        case .merge(let effects):
            for effect in effects { start(effect, ids: ids) }
        case .cancellable(let id, let cancelInFlight, let effect):
            if cancelInFlight { cancel(id) }
            start(effect, ids: ids + [id])
        case .cancel(let id):
            cancel(id)
        case .debounce(let id, let duration, let clock, let effect):
            cancel(id)
            let deadline = clock.now + duration
            let scopedIDs = ids + [id]
            spawn(ids: scopedIDs, priority: nil) { [weak self] in
                do {
                    try await clock.sleep(until: deadline)
                } catch {
                    return
                }
                self?.startAfterDelay(effect, ids: scopedIDs)
            }
        }
    }

    private func startAfterDelay(_ effect: Effect<Action>, ids: [EffectID]) {
        guard !Task.isCancelled else { return }
        start(effect, ids: ids)
    }

    private func cancel(_ id: EffectID) {
        guard let tokens = tokensByID.removeValue(forKey: id) else { return }
        for token in tokens { tasks.removeValue(forKey: token)?.cancel() }
    }

    /// Starts `work` in a task on the main actor: an effect whose operation is main-actor isolated (a warm
    /// cache read) runs start to finish in that one job, with no hop to another executor and back.
    private func spawn(
        ids: [EffectID], priority: TaskPriority?, _ work: @escaping @MainActor @Sendable () async -> Void
    ) {
        nextToken += 1
        let token = nextToken
        let task = Task(priority: priority) { @MainActor [weak self] in
            await work()
            self?.finished(token, ids: ids)
        }
        tasks[token] = task
        for id in ids { tokensByID[id, default: []].insert(token) }
    }

    private func finished(_ token: UInt64, ids: [EffectID]) {
        tasks[token] = nil
        for id in ids {
            tokensByID[id]?.remove(token)
            if tokensByID[id]?.isEmpty == true { tokensByID[id] = nil }
        }
        onTaskFinished?()
    }
}
