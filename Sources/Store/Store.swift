/// The runtime of a screen: holds its state, reduces actions sent from the UI or from effects, runs
/// the effects, and tells observers when the part of the state they watch changes.
///
/// Everything happens on the main actor. Inside the GTK app, main-actor jobs run through the main-loop
/// bridge, so the store needs nothing else.
///
/// ```swift
/// let store = Store(initialState: ExploreFeature.State(), reducer: ExploreFeature(client: ...))
/// let observation = store.observe(\.viewState) { viewState in render(viewState) }
/// store.send(.fetch)
/// ```
@MainActor
public final class Store<State, Action: Sendable> {
    @usableFromInline let core: StoreCore<State, Action>
    // A root store keeps direct references to its core's parts, so `send` is specialised for the
    // feature's types in the calling module and touches no reference counts.
    @usableFromInline let rootStorage: UnsafeMutablePointer<RootCoreStorage<State, Action>>?
    @usableFromInline let rootReduce: RootCore<State, Action>.ReduceFunction

    /// The number of stores alive now, root and scoped, of every feature: a diagnostic for tests that
    /// check a closed page frees its store.
    public static var liveCount: Int { StoreCensus.live }

    /// A root store running `reducer` from `initialState`.
    @inlinable
    public init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        let root = RootCore(initialState: initialState, reducer: reducer)
        core = root
        rootStorage = root.storage
        rootReduce = root.reduce
        StoreCensus.live += 1
    }

    private init(scoped core: StoreCore<State, Action>) {
        self.core = core
        rootStorage = nil
        rootReduce = { _, _ in .none }
        StoreCensus.live += 1
    }

    isolated deinit {
        StoreCensus.live -= 1
    }

    /// The current state.
    @inlinable
    public var state: State {
        if let rootStorage { return rootStorage.pointee.state }
        return core.state
    }

    /// Reduces `action` now, starts its effects, then notifies observers. Actions sent while an action
    /// is being reduced (by `.send` effects or by observers) are queued and reduced right after.
    @inlinable
    public func send(_ action: Action) {
        if let rootStorage {
            RootCore.receive(action, storage: rootStorage, reduce: rootReduce)
        } else {
            core.send(action)
        }
    }

    /// Effects started by this store (or its root) that have not finished yet.
    public var runningEffectCount: Int {
        rootStorage?.pointee.runtime.runningCount ?? 0
    }

    /// Watches the value `select` picks from the state: `onChange` runs with the current value now
    /// (unless `initial` is false), then after each action that changes it (compared with `==`).
    ///
    /// The observation lasts until ``StoreObservation/cancel()`` is called or the returned token is
    /// released: keep the token for as long as the view lives.
    public func observe<Value: Equatable>(
        _ select: @escaping (State) -> Value,
        initial: Bool = true,
        onChange: @escaping @MainActor (Value) -> Void
    ) -> StoreObservation {
        let core = self.core
        var last = select(core.state)
        if initial { onChange(last) }
        let remove = core.addObserver {
            let value = select(core.state)
            guard value != last else { return }
            last = value
            onChange(value)
        }
        return StoreObservation(remove)
    }

    /// A store for a part of this store's state that is always present.
    public func scope<ChildState, ChildAction: Sendable>(
        state toState: @escaping (State) -> ChildState,
        action fromAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let scoped = ScopedCore(
            parent: core, initial: toState(core.state),
            toState: { Optional(toState($0)) }, fromAction: fromAction)
        return Store<ChildState, ChildAction>(scoped: scoped)
    }

    /// A store for a part of the state that may disappear (a page on a navigation stack); nil when it
    /// is absent now. After it disappears the child store keeps its last state and ignores actions.
    public func scope<ChildState, ChildAction: Sendable>(
        state toState: @escaping (State) -> ChildState?,
        action fromAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        guard let initial = toState(core.state) else { return nil }
        let scoped = ScopedCore(parent: core, initial: initial, toState: toState, fromAction: fromAction)
        return Store<ChildState, ChildAction>(scoped: scoped)
    }
}
