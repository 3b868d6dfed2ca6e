import Store
import XCTest

final class TestClockTests: XCTestCase {
    func testSleepersWakeOnlyWhenTimeReachesTheirDeadline() async throws {
        let clock = TestClock()
        let woke = expectation(description: "woke")
        let task = Task {
            try await clock.sleep(for: .seconds(1))
            woke.fulfill()
        }
        while clock.sleeperCount == 0 { await Task.yield() }
        clock.advance(by: .milliseconds(999))
        XCTAssertEqual(clock.sleeperCount, 1)
        clock.advance(by: .milliseconds(1))
        await fulfillment(of: [woke], timeout: 10)
        try await task.value
        XCTAssertEqual(clock.now, .seconds(1))
    }

    func testCancellingASleeperThrows() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        task.cancel()
        do {
            try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
        XCTAssertEqual(clock.sleeperCount, 0)
    }

    func testDeadlineAlreadyPassedReturnsAtOnce() async throws {
        let clock = TestClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: .seconds(1))
        XCTAssertEqual(clock.sleeperCount, 0)
    }
}
