import CGtk
import Dispatch
import Foundation
import GtkKit
import XCTest

/// Drives a real GLib main context (no display) and checks that Swift concurrency and libdispatch's
/// main queue run inside it through `MainLoopBridge`.
final class MainLoopBridgeTests: XCTestCase {
    private static let jobsPerProducer = 5_000

    func testJobsFromEveryProducerRunInOrderOnTheMainThread() throws {
        XCTAssertTrue(Thread.isMainThread, "XCTest must run this test on the main thread")
        MainLoopBridge.install()
        let recorder = JobRecorder()
        let total = Self.jobsPerProducer * Producer.allCases.count

        for producer in Producer.allCases {
            producer.start(jobs: Self.jobsPerProducer, recorder: recorder)
        }
        let finished = iterateMainContext(until: { recorder.count >= total })

        XCTAssertTrue(finished, "only \(recorder.count) of \(total) jobs ran: the main queue is not drained")
        XCTAssertEqual(recorder.count, total)
        XCTAssertEqual(recorder.offMainThread, 0, "jobs ran off the main thread")
        for producer in Producer.allCases {
            let sequence = recorder.sequence(of: producer)
            XCTAssertEqual(sequence.count, Self.jobsPerProducer, "\(producer) lost jobs")
            let firstOutOfOrder = sequence.enumerated().first { $0.offset != $0.element }
            XCTAssertNil(firstOutOfOrder, "\(producer) ran out of order")
        }
    }

    func testIdleLoopDoesNotSpin() throws {
        MainLoopBridge.install()
        // Wake the bridge once so its eventfd has been signalled and read at least once.
        let recorder = JobRecorder()
        DispatchQueue.main.async { recorder.record(.dispatchMainAsync, 0) }
        XCTAssertTrue(iterateMainContext(until: { recorder.count == 1 }))

        let wakeupsBefore = MainLoopBridge.wakeups
        var iterations = 0
        var idleWindowOver = false
        // A 300 ms idle window: nothing is queued, so the loop should sleep in poll() until the timer.
        let timer = GLibTimer(milliseconds: 300) { idleWindowOver = true }
        while !idleWindowOver {
            g_main_context_iteration(nil, 1)
            iterations += 1
        }
        timer.cancel()
        let idleWakeups = MainLoopBridge.wakeups - wakeupsBefore
        XCTAssertLessThanOrEqual(idleWakeups, 1, "the bridge source woke \(idleWakeups) times while idle")
        XCTAssertLessThanOrEqual(iterations, 3, "the main loop iterated \(iterations) times while idle")
    }
}

/// The four ways code reaches the main thread.
enum Producer: Int, CaseIterable, CustomStringConvertible, Sendable {
    case dispatchMainAsync, mainActorTask, mainActorRun, dispatchFromSecondThread

    var description: String {
        switch self {
        case .dispatchMainAsync: "DispatchQueue.main.async"
        case .mainActorTask: "Task { @MainActor }"
        case .mainActorRun: "await MainActor.run"
        case .dispatchFromSecondThread: "DispatchQueue.main.async (2nd thread)"
        }
    }

    /// Starts producing `jobs` numbered jobs from another thread or task.
    func start(jobs: Int, recorder: JobRecorder) {
        switch self {
        case .dispatchMainAsync, .dispatchFromSecondThread:
            let queue = DispatchQueue(label: "producer.\(rawValue)")
            queue.async {
                for index in 0..<jobs {
                    DispatchQueue.main.async { recorder.record(self, index) }
                }
            }
        case .mainActorTask:
            Task.detached {
                for index in 0..<jobs {
                    Task { @MainActor in recorder.record(self, index) }
                }
            }
        case .mainActorRun:
            Task.detached {
                for index in 0..<jobs {
                    await MainActor.run { recorder.record(self, index) }
                }
            }
        }
    }
}

/// Records which jobs ran, per producer, and whether each ran on the main thread.
final class JobRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var sequences: [Producer: [Int]] = [:]
    private var total = 0
    private var offMain = 0

    func record(_ producer: Producer, _ index: Int) {
        let onMain = Thread.isMainThread
        lock.withLock {
            sequences[producer, default: []].append(index)
            total += 1
            if !onMain { offMain += 1 }
        }
    }

    var count: Int { lock.withLock { total } }
    var offMainThread: Int { lock.withLock { offMain } }
    func sequence(of producer: Producer) -> [Int] { lock.withLock { sequences[producer] ?? [] } }
}
