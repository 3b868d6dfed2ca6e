import CGtk
import Foundation
import GtkKit
import XCTest

/// Drives a real GLib main context (no display): `LowPriorityIdle` waits its delay, yields to every source of
/// higher priority, and stops when its step says so.
final class LowPriorityIdleTests: XCTestCase {
    func testStepsRunAfterTheDelayUntilOneReturnsFalse() {
        MainActor.assumeIsolated { Self.stepsRunAfterTheDelayUntilOneReturnsFalse() }
    }

    func testStepsWaitForEveryReadySourceOfHigherPriority() {
        MainActor.assumeIsolated { Self.stepsWaitForEveryReadySourceOfHigherPriority() }
    }

    @MainActor
    private static func stepsRunAfterTheDelayUntilOneReturnsFalse() {
        let start = Date()
        var steps: [TimeInterval] = []
        LowPriorityIdle.repeatWhileTrue(afterMilliseconds: 50) {
            steps.append(Date().timeIntervalSince(start))
            return steps.count < 3
        }
        XCTAssertTrue(iterateMainContext(until: { steps.count == 3 }))
        XCTAssertGreaterThanOrEqual(steps.first ?? 0, 0.05, "the first step ran before the delay")
        var waited = false
        let timer = GLibTimer(milliseconds: 100) { waited = true }
        defer { timer.cancel() }
        _ = iterateMainContext(until: { steps.count > 3 || waited })
        XCTAssertEqual(steps.count, 3, "a step ran after one returned false")
    }

    @MainActor
    private static func stepsWaitForEveryReadySourceOfHigherPriority() {
        let busyTurnsLeft = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { busyTurnsLeft.deallocate() }
        busyTurnsLeft.pointee = 20
        var turnsLeftAtFirstStep: Int?
        LowPriorityIdle.repeatWhileTrue(afterMilliseconds: 0) {
            turnsLeftAtFirstStep = busyTurnsLeft.pointee
            return false
        }
        // Ready on each turn until it has run 20 times, at the default idle priority (GTK's is higher still).
        g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { data in
                let left = data!.assumingMemoryBound(to: Int.self)
                left.pointee -= 1
                return left.pointee > 0 ? 1 : 0
            }, busyTurnsLeft, nil)
        XCTAssertTrue(iterateMainContext(until: { turnsLeftAtFirstStep != nil }))
        XCTAssertEqual(turnsLeftAtFirstStep, 0, "a step ran while a source of higher priority was ready")
    }
}
