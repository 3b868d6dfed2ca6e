/// A view of part of a parent core: reads the child state through `toState`, wraps child actions with
/// `fromAction`. When the child state disappears (e.g. a popped page), the last value is kept and
/// actions are dropped.
@MainActor
final class ScopedCore<ParentState, ParentAction: Sendable, State, Action: Sendable>: StoreCore<State, Action> {
    private let parent: StoreCore<ParentState, ParentAction>
    private let toState: (ParentState) -> State?
    private let fromAction: (Action) -> ParentAction
    private var last: State

    init(
        parent: StoreCore<ParentState, ParentAction>, initial: State,
        toState: @escaping (ParentState) -> State?, fromAction: @escaping (Action) -> ParentAction
    ) {
        self.parent = parent
        self.toState = toState
        self.fromAction = fromAction
        last = initial
    }

    override var state: State {
        if let value = toState(parent.state) { last = value }
        return last
    }

    override func send(_ action: Action) {
        guard toState(parent.state) != nil else { return }
        parent.send(fromAction(action))
    }

    override func addObserver(_ check: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        parent.addObserver(check)
    }
}
