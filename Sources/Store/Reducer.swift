/// The logic of one screen: applies an action to the state and returns the work to do next.
///
/// Reducers are plain values that hold their dependencies (protocol-typed clients). `reduce` must be
/// pure apart from mutating `state`: all I/O happens inside the returned ``Effect``.
public protocol Reducer<State, Action> {
    associatedtype State
    associatedtype Action: Sendable

    /// Applies `action` to `state` and returns the effect to run (often ``Effect/none``).
    func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// A reducer made from a closure, for small or ad hoc logic.
public struct Reduce<State, Action: Sendable>: Reducer {
    @usableFromInline let body: (inout State, Action) -> Effect<Action>

    /// Wraps `body` as a reducer.
    public init(_ body: @escaping (inout State, Action) -> Effect<Action>) {
        self.body = body
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body(&state, action)
    }
}

/// Runs a child reducer on part of a parent's state when the parent's action carries a child action.
///
/// `toChildAction` extracts the child action (nil when the action is not for this child);
/// `fromChildAction` wraps the child's effect actions back into parent actions.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
    let state: WritableKeyPath<ParentState, Child.State>
    let toChildAction: (ParentAction) -> Child.Action?
    let fromChildAction: @Sendable (Child.Action) -> ParentAction
    let child: Child

    /// Scopes `child` onto `state`, routing actions with `toChildAction` / `fromChildAction`.
    public init(
        state: WritableKeyPath<ParentState, Child.State>,
        action toChildAction: @escaping (ParentAction) -> Child.Action?,
        embed fromChildAction: @escaping @Sendable (Child.Action) -> ParentAction,
        child: Child
    ) {
        self.state = state
        self.toChildAction = toChildAction
        self.fromChildAction = fromChildAction
        self.child = child
    }

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction(action) else { return .none }
        return child.reduce(into: &state[keyPath: self.state], action: childAction).map(fromChildAction)
    }
}
