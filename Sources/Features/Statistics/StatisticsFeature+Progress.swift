import Store
import Synchronization

extension StatisticsFeature {
    /// How long reading the details may take before the page shows its progress: a frame at 60 Hz, as the
    /// loading spinner's, so a warm cache shows the figures at once, without a flash of progress.
    public static let progressDelay = Duration.milliseconds(17)

    /// Runs `read` (reading `total` titles, reporting `(done, total)` after each) and, once it has taken
    /// longer than ``progressDelay`` on `clock`, sends its progress to `send` (from 0 of `total`, the newest
    /// each time the main actor takes it), then nil when read. Nothing to read or a quick read sends nothing.
    static func reportingProgress<Value: Sendable>(
        of total: Int, to send: Send<OwnAction>, clock: any EffectClock,
        _ read: @Sendable (@escaping @Sendable (Int, Int) -> Void) async -> Value
    ) async -> Value {
        guard total > 0 else { return await read { _, _ in } }
        let (updates, continuation) = AsyncStream.makeStream(
            of: StatisticsProgress.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(StatisticsProgress(done: 0, total: total))
        let phase = ReporterPhase()
        return await withTaskGroup(of: Void.self) { group in
            group.addTask {
                guard (try? await clock.sleep(until: clock.now + progressDelay)) != nil, phase.startReporting()
                else { return }
                for await progress in updates { await send(.progress(progress)) }
                await send(.progress(nil))
            }
            let value = await read { done, total in
                continuation.yield(StatisticsProgress(done: done, total: total))
            }
            continuation.finish()
            if phase.finishWaiting() { group.cancelAll() }
            return value
        }
    }
}

/// Whether the progress reporter of ``StatisticsFeature/reportingProgress(of:to:clock:_:)`` still waits, reports,
/// or was told the read finished before it started.
private final class ReporterPhase: Sendable {
    private enum Phase {
        case waiting, reporting, finished
    }

    private let phase = Mutex(Phase.waiting)

    /// Starts reporting unless the read finished; whether it started.
    func startReporting() -> Bool {
        phase.withLock { phase in
            guard phase == .waiting else { return false }
            phase = .reporting
            return true
        }
    }

    /// Marks the read finished; whether the reporter was still waiting (then it is not to report).
    func finishWaiting() -> Bool {
        phase.withLock { phase in
            defer { phase = .finished }
            return phase == .waiting
        }
    }
}
