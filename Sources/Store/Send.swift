/// Sends actions from inside an effect back to the store, on the main actor.
///
/// Actions sent after the effect was cancelled are dropped, so a cancelled search never shows stale
/// results.
public struct Send<Action: Sendable>: Sendable {
    let deliver: @MainActor @Sendable (Action) -> Void

    /// Creates a sender that hands actions to `deliver` on the main actor.
    public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` unless the current task has been cancelled. Runs on the caller's executor: from the
    /// main actor, the action is delivered at once, without a hop to another executor and back.
    public nonisolated(nonsending) func callAsFunction(_ action: Action) async {
        await Self.deliver(action, to: deliver)
    }

    /// On the main actor (`MainActor.run` would first hop to the global executor, even from the main actor).
    @MainActor
    private static func deliver(_ action: Action, to deliver: @MainActor (Action) -> Void) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }

    /// A sender for another action type, mapping each action with `transform`.
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Other) -> Action) -> Send<Other> {
        let deliver = self.deliver
        return Send<Other> { deliver(transform($0)) }
    }
}
