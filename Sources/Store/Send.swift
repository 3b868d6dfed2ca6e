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

    /// Sends `action` unless the current task has been cancelled.
    public func callAsFunction(_ action: Action) async {
        let deliver = self.deliver
        await MainActor.run {
            guard !Task.isCancelled else { return }
            deliver(action)
        }
    }

    /// A sender for another action type, mapping each action with `transform`.
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Other) -> Action) -> Send<Other> {
        let deliver = self.deliver
        return Send<Other> { deliver(transform($0)) }
    }
}
