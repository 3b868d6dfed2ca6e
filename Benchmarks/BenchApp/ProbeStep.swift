import BenchProbe

/// What a figure's session does next once BenchProbe has seen a painted frame. The probe calls back through
/// a C function pointer with no Swift context, so the one step waiting is kept here (a session waits for one
/// frame at a time).
@MainActor
enum ProbeStep {
    private static var pending: (@MainActor () -> Void)?

    private static let done: BenchProbeDone = { _, _ in
        MainActor.assumeIsolated {
            let step = pending
            pending = nil
            step?()
        }
    }

    /// Marks `label` at the first painted frame whose content is ready (no spinner, every picture loaded or
    /// showing its placeholder), then runs `step`.
    static func whenContentReady(
        _ window: UnsafeMutableRawPointer, mark label: String, then step: @escaping @MainActor () -> Void
    ) {
        pending = step
        bench_probe_watch_ready(window, label, bench_probe_content_ready, nil, done)
    }

    /// Runs `step` after the next painted frame.
    static func afterNextPaint(_ window: UnsafeMutableRawPointer, then step: @escaping @MainActor () -> Void) {
        pending = step
        bench_probe_after_next_paint(window, done, nil)
    }
}
