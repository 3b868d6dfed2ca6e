import Store

/// A tiny feature exercising every kind of effect.
struct Counter: Reducer {
    struct State: Equatable {
        var count = 0
        var label = ""
        var log: [String] = []
    }

    enum Action: Equatable, Sendable {
        case increment
        case setLabel(String)
        case startSlowIncrement(id: String)
        case cancel(id: String)
        case restart(id: String)
        case debounced(String)
        case echo(String)
        case delegate(String)
        case sendBoth
        case failing
        case failed(String)
    }

    enum CancelID: Hashable, Sendable { case debounce }

    let clock: any EffectClock
    let gate: Gate

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
            return .none
        case .setLabel(let label):
            state.label = label
            return .none
        case .startSlowIncrement(let id):
            return .run { [gate] send in
                await gate.wait()
                await send(.echo(id))
            }
            .cancellable(id: id)
        case .cancel(let id):
            return .cancel(id: id)
        case .restart(let id):
            return .run { [gate] send in
                await gate.wait()
                await send(.echo(id))
            }
            .cancellable(id: id, cancelInFlight: true)
        case .debounced(let text):
            state.label = text
            return .run { send in await send(.echo(text)) }
                .debounce(id: CancelID.debounce, for: .milliseconds(300), clock: clock)
        case .echo(let text):
            state.log.append(text)
            return .none
        case .delegate(let text):
            state.log.append("delegate \(text)")
            return .send(.echo(text))
        case .sendBoth:
            return .merge(.run { send in await send(.echo("a")) }, .none, .send(.increment))
        case .failing:
            return .run { _ in
                struct Boom: Error {}
                throw Boom()
            } catch: { _, send in
                await send(.failed("boom"))
            }
        case .failed(let message):
            state.log.append(message)
            return .none
        }
    }
}

/// Lets a test hold effects until it opens the gate; effects waiting on a closed gate end promptly
/// when cancelled.
actor Gate {
    private var isOpen = false
    private var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    private var next: UInt64 = 0
    private var arrivals: [CheckedContinuation<Void, Never>] = []
    private(set) var waitingCount = 0
    private(set) var cancelledCount = 0
    private var cancellations: [CheckedContinuation<Void, Never>] = []

    func open() {
        isOpen = true
        for waiter in waiters.values { waiter.resume() }
        waiters.removeAll()
    }

    func wait() async {
        if isOpen { return }
        next += 1
        let id = next
        waitingCount += 1
        for arrival in arrivals { arrival.resume() }
        arrivals.removeAll()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if isOpen || Task.isCancelled { continuation.resume() } else { waiters[id] = continuation }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    /// Returns once at least `count` tasks have called `wait()`.
    func untilWaiting(_ count: Int) async {
        while waitingCount < count {
            await withCheckedContinuation { arrivals.append($0) }
        }
    }

    /// Returns once at least `count` waiting tasks have been cancelled.
    func untilCancelled(_ count: Int) async {
        while cancelledCount < count {
            await withCheckedContinuation { cancellations.append($0) }
        }
    }

    private func cancel(_ id: UInt64) {
        guard let waiter = waiters.removeValue(forKey: id) else { return }
        cancelledCount += 1
        for cancellation in cancellations { cancellation.resume() }
        cancellations.removeAll()
        waiter.resume()
    }
}
