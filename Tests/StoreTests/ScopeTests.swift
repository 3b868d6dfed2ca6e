import Store
import StoreTesting
import XCTest

/// A parent embedding `Counter` through `Scope`, its effects mapped back into parent actions.
private struct Parent: Reducer {
    struct State: Equatable {
        var child = Counter.State()
        var parentLog: [String] = []
    }

    enum Action: Equatable, Sendable {
        case child(Counter.Action)
        case note(String)
    }

    let clock: any EffectClock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        let childEffect = Scope(
            state: \State.child,
            action: { (action: Action) -> Counter.Action? in
                if case .child(let child) = action { return child }
                return nil
            }, embed: Action.child, child: Counter(clock: clock, gate: Gate())
        ).reduce(into: &state, action: action)
        switch action {
        case .child(.echo(let text)):
            return .merge(childEffect, .send(.note("child said \(text)")))
        case .child:
            return childEffect
        case .note(let text):
            state.parentLog.append(text)
            return .none
        }
    }
}

@MainActor
final class ScopeTests: XCTestCase {
    func testScopedChildEffectsComeBackAsParentActions() async {
        let clock = TestClock()
        let store = TestStore(initialState: Parent.State(), reducer: Parent(clock: clock))
        await store.send(.child(.increment)) { $0.child.count = 1 }
        await store.send(.note("direct")) { $0.parentLog = ["direct"] }
        await store.send(.child(.debounced("x"))) { $0.child.label = "x" }
        clock.advance(by: .milliseconds(300))
        await store.receive(.child(.echo("x"))) { $0.child.log = ["x"] }
        await store.receive(.note("child said x")) { $0.parentLog.append("child said x") }
        await store.send(.child(.failing))
        await store.receive(.child(.failed("boom"))) { $0.child.log.append("boom") }
        await store.finish()
    }
}
