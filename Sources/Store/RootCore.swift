/// Mutable state of a root core, kept behind a pointer so the hot path pays no dynamic exclusivity
/// checks (it is only touched on the main actor, and never re-entered while reducing).
@usableFromInline
struct RootCoreStorage<State, Action: Sendable> {
    @usableFromInline var state: State
    @usableFromInline var isSending = false
    @usableFromInline var pending: [Action] = []
    @usableFromInline var observers: [StoreObserver] = []
    /// Runs the effects; read only when an action returns one.
    @usableFromInline let runtime: EffectRuntime<Action>

    @usableFromInline
    init(state: State, runtime: EffectRuntime<Action>) {
        self.state = state
        self.runtime = runtime
    }
}

/// One registered observation check.
@usableFromInline
struct StoreObserver {
    let id: UInt64
    let check: @MainActor () -> Void
}

/// Calls every observer's check (not generic, so the inlined send path needs no type metadata).
@MainActor
@usableFromInline
func notify(_ observers: [StoreObserver]) {
    for observer in observers { observer.check() }
}

/// Owns the state, runs the reducer and the effects, and notifies observers.
///
/// The hot path (`receive`) is inlinable so that `Store.send` is specialised for each feature's state
/// and action types in the calling module: no generic metadata lookups, no allocation per action.
@MainActor
@usableFromInline
final class RootCore<State, Action: Sendable>: StoreCore<State, Action> {
    /// The reducer applied to the state in `storage`. Pointers, not `inout State` and `Action`: a closure
    /// stored at generic types takes its arguments in memory, and a reabstraction thunk between the stored
    /// closure and the feature's reducer would load the action again at other widths than it was stored
    /// (a store-forwarding stall on every `send`).
    @usableFromInline
    typealias ReduceFunction =
        (UnsafeMutablePointer<RootCoreStorage<State, Action>>, UnsafePointer<Action>) -> Effect<Action>

    @usableFromInline let storage: UnsafeMutablePointer<RootCoreStorage<State, Action>>
    @usableFromInline let reduce: ReduceFunction
    @usableFromInline let runtime: EffectRuntime<Action>
    private var nextObserverID: UInt64 = 0

    @inlinable
    init<R: Reducer>(initialState: State, reducer: R) where R.State == State, R.Action == Action {
        storage = .allocate(capacity: 1)
        runtime = EffectRuntime()
        storage.initialize(to: RootCoreStorage(state: initialState, runtime: runtime))
        reduce = Self.reduceFunction(reducer)
        super.init()
        connectRuntime()
    }

    /// The reducer as a plain function. Formed outside the main actor so the closure carries no actor
    /// isolation.
    @inlinable
    nonisolated static func reduceFunction<R: Reducer>(_ reducer: R) -> ReduceFunction
    where R.State == State, R.Action == Action {
        { storage, action in reducer.reduce(into: &storage.pointee.state, action: action.pointee) }
    }

    /// Calls `reduce` with `action`. Not isolated: a closure formed on the main actor would check the
    /// executor each time it runs.
    @inlinable
    nonisolated static func apply(
        _ reduce: ReduceFunction,
        to storage: UnsafeMutablePointer<RootCoreStorage<State, Action>>,
        _ action: Action
    ) -> Effect<Action> {
        withUnsafePointer(to: action) { reduce(storage, $0) }
    }

    @usableFromInline
    func connectRuntime() {
        runtime.deliver = { [unowned self] action in self.send(action) }
    }

    isolated deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    @usableFromInline
    override var state: State { storage.pointee.state }

    override func send(_ action: Action) {
        Self.receive(action, storage: storage, reduce: reduce)
    }

    /// Reduces `action` (and anything queued meanwhile), starts effects, notifies observers.
    /// Static and inlinable so `Store.send` reaches it without retaining anything; the common case (no
    /// effect, nothing queued, no observer) takes the short path.
    @inlinable
    static func receive(
        _ action: Action, storage: UnsafeMutablePointer<RootCoreStorage<State, Action>>,
        reduce: ReduceFunction
    ) {
        if storage.pointee.isSending {
            storage.pointee.pending.append(action)
            return
        }
        storage.pointee.isSending = true
        let effect = apply(reduce, to: storage, action)
        if effect.box == nil, storage.pointee.pending.isEmpty, storage.pointee.observers.isEmpty {
            storage.pointee.isSending = false
            return
        }
        finishReceiving(effect, storage: storage, reduce: reduce)
    }

    /// Starts `first`, then reduces queued actions and notifies observers until nothing is queued.
    @inlinable
    @inline(never)
    static func finishReceiving(
        _ first: Effect<Action>, storage: UnsafeMutablePointer<RootCoreStorage<State, Action>>,
        reduce: ReduceFunction
    ) {
        if let work = first.box { storage.pointee.runtime.start(Effect(box: work)) }
        while true {
            while !storage.pointee.pending.isEmpty {
                let next = storage.pointee.pending.removeFirst()
                if let work = apply(reduce, to: storage, next).box {
                    storage.pointee.runtime.start(Effect(box: work))
                }
            }
            if !storage.pointee.observers.isEmpty { notify(storage.pointee.observers) }
            if storage.pointee.pending.isEmpty { break }
        }
        storage.pointee.isSending = false
    }

    override func addObserver(_ check: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        nextObserverID += 1
        let id = nextObserverID
        storage.pointee.observers.append(StoreObserver(id: id, check: check))
        return { [weak self] in
            guard let self, let index = storage.pointee.observers.firstIndex(where: { $0.id == id }) else { return }
            // Taken out of the list before it is released: its check holds this core (directly or through a scoped
            // core), so releasing it may free the core, whose deinit destroys the list (in the middle of a
            // removal, that released the observer again, recursing without end).
            let removed = storage.pointee.observers.remove(at: index)
            withExtendedLifetime(removed) {}
        }
    }
}
