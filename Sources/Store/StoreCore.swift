/// Where a ``Store`` reads its state and sends its actions: the root (which owns state, reducer and
/// effects) or a scope onto a parent core.
@MainActor
@usableFromInline
class StoreCore<State, Action: Sendable> {
    @usableFromInline
    init() {}

    @usableFromInline
    var state: State { fatalError("abstract") }

    @usableFromInline
    func send(_ action: Action) { fatalError("abstract") }

    /// Registers `check`, called after every batch of actions; returns a function that unregisters it.
    func addObserver(_ check: @escaping @MainActor () -> Void) -> @MainActor () -> Void { fatalError("abstract") }
}
