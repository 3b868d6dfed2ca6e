import Store
import XCTest

@MainActor
final class StoreTests: XCTestCase {
    func testSendReducesSynchronously() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        store.send(.increment)
        store.send(.increment)
        XCTAssertEqual(store.state.count, 2)
    }

    func testObserverFiresOnlyWhenTheSelectedValueChanges() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        var counts: [Int] = []
        var labels: [String] = []
        let countObservation = store.observe(\.count) { counts.append($0) }
        let labelObservation = store.observe(\.label, initial: false) { labels.append($0) }
        store.send(.increment)
        store.send(.setLabel("a"))
        store.send(.setLabel("a"))
        store.send(.increment)
        XCTAssertEqual(counts, [0, 1, 2])
        XCTAssertEqual(labels, ["a"])
        countObservation.cancel()
        store.send(.increment)
        XCTAssertEqual(counts, [0, 1, 2], "a cancelled observation is not called")
        withExtendedLifetime(labelObservation) {}
    }

    func testReleasingTheTokenEndsTheObservation() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        var calls = 0
        var observation: StoreObservation? = store.observe(\.count, initial: false) { _ in calls += 1 }
        store.send(.increment)
        observation = nil
        store.send(.increment)
        XCTAssertEqual(calls, 1)
        XCTAssertNil(observation)
    }

    func testActionsSentByObserversAreQueuedNotNested() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        var seen: [Int] = []
        let observation = store.observe(\.count, initial: false) { count in
            seen.append(count)
            if count == 1 { store.send(.increment) }
        }
        store.send(.increment)
        XCTAssertEqual(store.state.count, 2)
        XCTAssertEqual(seen, [1, 2])
        withExtendedLifetime(observation) {}
    }

    func testSendEffectIsReducedBeforeSendReturns() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        store.send(.delegate("x"))
        XCTAssertEqual(store.state.log, ["delegate x", "x"])
    }

    func testRunEffectDeliversOnTheMainActor() async {
        let gate = Gate()
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: gate))
        let delivered = expectation(description: "effect action delivered")
        let observation = store.observe(\.log, initial: false) { log in
            MainActor.assertIsolated()
            if log == ["a"] { delivered.fulfill() }
        }
        store.send(.startSlowIncrement(id: "a"))
        await gate.open()
        await fulfillment(of: [delivered], timeout: 10)
        withExtendedLifetime(observation) {}
    }

    func testScopedStoreReadsAndSendsThroughTheParent() async {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        let child: Store<String, String> = store.scope(state: \.label, action: { Counter.Action.setLabel($0) })
        var labels: [String] = []
        var counts = 0
        let observation = child.observe({ $0 }) { labels.append($0) }
        let parentObservation = store.observe(\.count, initial: false) { _ in counts += 1 }
        child.send("hello")
        store.send(.increment)
        XCTAssertEqual(child.state, "hello")
        XCTAssertEqual(labels, ["", "hello"], "the child observer ignores changes outside its state")
        XCTAssertEqual(counts, 1)
        withExtendedLifetime((observation, parentObservation)) {}
    }

    func testOptionalScopeKeepsTheLastStateAndDropsActionsOnceGone() async throws {
        let store = Store(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        store.send(.setLabel("page"))
        XCTAssertNil(
            store.scope(
                state: { $0.label.isEmpty ? "x" : nil as String? },
                action: { (_: String) in Counter.Action.increment }))
        let child = try XCTUnwrap(
            store.scope(
                state: { $0.label.isEmpty ? nil : $0.label },
                action: { (_: Int) in Counter.Action.increment }))
        child.send(1)
        XCTAssertEqual(store.state.count, 1)
        store.send(.setLabel(""))
        XCTAssertEqual(child.state, "page")
        child.send(1)
        XCTAssertEqual(store.state.count, 1, "actions for a vanished child are dropped")
    }

    func testReleasingTheStoreCancelsItsEffects() async {
        let gate = Gate()
        var store: Store<Counter.State, Counter.Action>? =
            Store(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: gate))
        store?.send(.startSlowIncrement(id: "a"))
        XCTAssertEqual(store?.runningEffectCount, 1)
        await gate.untilWaiting(1)
        store = nil
        await gate.untilCancelled(1)
        let cancelled = await gate.cancelledCount
        XCTAssertEqual(cancelled, 1)
    }
}
