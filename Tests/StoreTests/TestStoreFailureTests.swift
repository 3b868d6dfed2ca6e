import Store
import StoreTesting
import XCTest

/// Checks that the test store reports mistakes, by capturing the failures it records.
@MainActor
final class TestStoreFailureTests: XCTestCase {
    nonisolated(unsafe) private var failures: [String] = []
    nonisolated(unsafe) private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String,
        atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            failures.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func captured(_ body: () async -> Void) async -> [String] {
        failures = []
        capturing = true
        await body()
        capturing = false
        return failures
    }

    func testWrongStateExpectationFailsWithADiff() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        let failures = await captured {
            await store.send(.increment) { $0.count = 2 }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("− ") == true && failures.first?.contains("+ ") == true, "\(failures)")
        await store.finish()
    }

    func testUnexpectedReceivedActionFails() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        await store.send(.delegate("a")) { $0.log = ["delegate a"] }
        let failures = await captured {
            await store.receive(.echo("b")) { $0.log.append("a") }
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        await store.finish()
    }

    func testUnassertedActionFailsAtFinish() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        await store.send(.delegate("a")) { $0.log = ["delegate a"] }
        let failures = await captured {
            await store.finish()
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("Unasserted") == true, "\(failures)")
    }

    func testSendingWithUnassertedActionsFails() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        await store.send(.delegate("a")) { $0.log = ["delegate a"] }
        let failures = await captured {
            await store.send(.increment) { $0.count = 1 }
        }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        store.skipReceivedActions()
        await store.finish()
    }

    func testRunningEffectFailsAtFinish() async {
        let clock = TestClock()
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: clock, gate: Gate()))
        store.timeout = .milliseconds(50)
        await store.send(.debounced("a")) { $0.label = "a" }
        let failures = await captured {
            await store.finish()
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("still running") == true, "\(failures)")
    }

    func testReceiveWithoutRunningEffectsFailsAtOnce() async {
        let store = TestStore(initialState: Counter.State(), reducer: Counter(clock: TestClock(), gate: Gate()))
        let failures = await captured {
            await store.receive(.increment)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("no effect is running") == true, "\(failures)")
        await store.finish()
    }
}
