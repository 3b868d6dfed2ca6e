import Store
import StoreTesting
import XCTest

@MainActor
final class TestStoreEffectTests: XCTestCase {
    private func makeStore(clock: TestClock = TestClock(), gate: Gate = Gate()) -> TestStore<
        Counter.State, Counter.Action
    > {
        TestStore(initialState: Counter.State(), reducer: Counter(clock: clock, gate: gate))
    }

    func testSendAssertsTheStateChange() async {
        let store = makeStore()
        await store.send(.increment) { $0.count = 1 }
        await store.send(.setLabel("x")) { $0.label = "x" }
        XCTAssertEqual(store.state.count, 1)
        await store.finish()
    }

    func testRunEffectSendsActionsThatMustBeReceived() async {
        let gate = Gate()
        let store = makeStore(gate: gate)
        await store.send(.startSlowIncrement(id: "a"))
        XCTAssertEqual(store.runningEffectCount, 1)
        await gate.open()
        await store.receive(.echo("a")) { $0.log = ["a"] }
        await store.finish()
        XCTAssertEqual(store.runningEffectCount, 0)
    }

    func testCancelByIDStopsTheEffectAndDropsItsActions() async {
        let gate = Gate()
        let store = makeStore(gate: gate)
        await store.send(.startSlowIncrement(id: "a"))
        await store.send(.startSlowIncrement(id: "b"))
        await gate.untilWaiting(2)
        await store.send(.cancel(id: "a"))
        await gate.open()
        await store.receive(.echo("b")) { $0.log = ["b"] }
        await store.finish()
    }

    func testCancelInFlightKeepsOnlyTheNewestEffect() async {
        let gate = Gate()
        let store = makeStore(gate: gate)
        await store.send(.restart(id: "x"))
        await gate.untilWaiting(1)
        await store.send(.restart(id: "x"))
        await gate.untilWaiting(2)
        await gate.open()
        await store.receive(.echo("x")) { $0.log = ["x"] }
        await store.finish()
    }

    func testDebounceWaitsOnTheInjectedClockAndRestartsOnNewInput() async {
        let clock = TestClock()
        let store = makeStore(clock: clock)
        await store.send(.debounced("a")) { $0.label = "a" }
        clock.advance(by: .milliseconds(200))
        await store.send(.debounced("ab")) { $0.label = "ab" }
        clock.advance(by: .milliseconds(299))
        XCTAssertEqual(store.runningEffectCount, 1, "only the newest debounce is pending")
        clock.advance(by: .milliseconds(1))
        await store.receive(.echo("ab")) { $0.log = ["ab"] }
        await store.finish()
        XCTAssertEqual(clock.sleeperCount, 0)
    }

    func testSendEffectIsReceivedImmediately() async {
        let store = makeStore()
        await store.send(.delegate("d")) { $0.log = ["delegate d"] }
        await store.receive(.echo("d")) { $0.log.append("d") }
        await store.finish()
    }

    func testMergeRunsEveryEffect() async {
        let store = makeStore()
        await store.send(.sendBoth)
        await store.receive(.increment) { $0.count = 1 }
        await store.receive(.echo("a")) { $0.log = ["a"] }
        await store.finish()
    }

    func testThrowingRunRoutesErrorsToTheCatchHandler() async {
        let store = makeStore()
        await store.send(.failing)
        await store.receive(.failed("boom")) { $0.log = ["boom"] }
        await store.finish()
    }

    func testCancelInFlightEffectsEndsLongRunningWork() async {
        let store = makeStore()
        await store.send(.startSlowIncrement(id: "forever"))
        store.cancelInFlightEffects()
        await store.finish()
        XCTAssertEqual(store.runningEffectCount, 0)
    }
}
