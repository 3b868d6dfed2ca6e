/// Work a reducer asks the store to do after a state change: nothing, an action to send at once,
/// asynchronous work that sends actions back, or cancellation of earlier work.
///
/// Effects are values; the store runs them. Build them with the static factories and combine them
/// with ``merge(_:)-swift.type.method``, ``cancellable(id:cancelInFlight:)``, ``debounce(id:for:clock:)``
/// and ``map(_:)``.
public struct Effect<Action: Sendable>: Sendable {
    /// Asynchronous work. It runs on the caller's executor (the store's task, on the main actor), so the
    /// store's wrappers (`map`, error handling) add no hop; an operation given to
    /// ``run(priority:operation:)`` runs where its own isolation says (a plain `async` closure on the global
    /// executor, a `@MainActor` one on the main actor).
    @usableFromInline
    typealias Work = nonisolated(nonsending) @Sendable (Send<Action>) async -> Void

    @usableFromInline
    enum Operation: Sendable {
        case none
        case send(Action)
        case run(TaskPriority?, Work)
        indirect case merge([Effect<Action>])
        indirect case cancellable(EffectID, cancelInFlight: Bool, Effect<Action>)
        case cancel(EffectID)
        indirect case debounce(EffectID, Duration, any EffectClock, Effect<Action>)
    }

    /// Boxed so that `.none` is a nil reference: returning and dropping it costs nothing.
    @usableFromInline
    final class Box: Sendable {
        let operation: Operation

        init(_ operation: Operation) {
            self.operation = operation
        }
    }

    @usableFromInline let box: Box?

    @usableFromInline
    init(box: Box?) {
        self.box = box
    }

    init(operation: Operation) {
        if case .none = operation {
            box = nil
        } else {
            box = Box(operation)
        }
    }

    var operation: Operation { box?.operation ?? .none }

    /// No work.
    @inlinable
    public static var none: Effect { Effect(box: nil) }

    /// Whether this effect does nothing.
    @inlinable
    public var isNone: Bool { box == nil }

    /// Sends `action` to the store right after the current action has been reduced (delegate actions,
    /// navigation requests).
    public static func send(_ action: Action) -> Effect {
        Effect(operation: .send(action))
    }

    /// Runs `operation` in a new task; it may send any number of actions.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (Send<Action>) async -> Void
    ) -> Effect {
        Effect(operation: .run(priority, operation))
    }

    /// Runs a throwing `operation`; errors other than cancellation go to `handler`.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (Send<Action>) async throws -> Void,
        catch handler: @escaping @Sendable (any Error, Send<Action>) async -> Void
    ) -> Effect {
        Effect(
            operation: .run(priority) { send in
                do {
                    try await operation(send)
                } catch is CancellationError {
                    return
                } catch {
                    guard !Task.isCancelled else { return }
                    await handler(error, send)
                }
            })
    }

    /// Runs all `effects` at once.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// Runs all `effects` at once.
    public static func merge(_ effects: [Effect]) -> Effect {
        let work = effects.filter { !$0.isNone }
        switch work.count {
        case 0: return .none
        case 1: return work[0]
        default: return Effect(operation: .merge(work))
        }
    }

    /// Cancels every running effect marked with `id`.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        Effect(operation: .cancel(EffectID(id)))
    }

    /// Marks this effect with `id` so ``cancel(id:)`` can stop it. With `cancelInFlight`, starting it
    /// first cancels any effect already running with the same id.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        if isNone && !cancelInFlight { return self }
        return Effect(operation: .cancellable(EffectID(id), cancelInFlight: cancelInFlight, self))
    }

    /// Starts this effect only after `duration` has passed on `clock` without another effect with the
    /// same `id` starting. A newer one cancels both the pending wait and, once started, the work itself.
    public func debounce(id: some Hashable & Sendable, for duration: Duration, clock: any EffectClock) -> Effect {
        Effect(operation: .debounce(EffectID(id), duration, clock, self))
    }

    /// The same work, with every action it sends transformed by `transform` (child → parent actions).
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
        switch operation {
        case .none:
            return .none
        case .send(let action):
            return .send(transform(action))
        case .run(let priority, let work):
            return Effect<Other>(operation: .run(priority) { send in await work(send.map(transform)) })
        case .merge(let effects):
            return Effect<Other>(operation: .merge(effects.map { $0.map(transform) }))
        case .cancellable(let id, let cancelInFlight, let effect):
            return Effect<Other>(operation: .cancellable(id, cancelInFlight: cancelInFlight, effect.map(transform)))
        case .cancel(let id):
            return Effect<Other>(operation: .cancel(id))
        case .debounce(let id, let duration, let clock, let effect):
            return Effect<Other>(operation: .debounce(id, duration, clock, effect.map(transform)))
        }
    }
}
