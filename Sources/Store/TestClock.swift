import Synchronization

/// A clock that only moves when a test calls ``advance(by:)``. Sleepers wake in deadline order.
public final class TestClock: EffectClock {
    private struct Sleeper {
        let id: UInt64
        let deadline: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Timeline {
        var now: Duration = .zero
        var nextID: UInt64 = 0
        var sleepers: [Sleeper] = []
        var cancelledBeforeRegistering: Set<UInt64> = []
    }

    private let timeline = Mutex(Timeline())

    /// A clock at time zero.
    public init() {}

    public var now: Duration { timeline.withLock { $0.now } }

    /// How many tasks are currently sleeping on this clock.
    public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

    public func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
        let id = timeline.withLock { timeline in
            timeline.nextID += 1
            return timeline.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case wait, wake, cancel }
                let outcome: Outcome = timeline.withLock { timeline in
                    if timeline.cancelledBeforeRegistering.remove(id) != nil { return .cancel }
                    if deadline <= timeline.now { return .wake }
                    timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .wait
                }
                switch outcome {
                case .wait: break
                case .wake: continuation.resume()
                case .cancel: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = timeline.withLock { timeline in
                if let index = timeline.sleepers.firstIndex(where: { $0.id == id }) {
                    return timeline.sleepers.remove(at: index)
                }
                timeline.cancelledBeforeRegistering.insert(id)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration` and wakes every sleeper whose deadline has passed.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = timeline.withLock { timeline in
            timeline.now += duration
            let now = timeline.now
            let due = timeline.sleepers.filter { $0.deadline <= now }
            timeline.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in due {
            sleeper.continuation.resume()
        }
    }
}
