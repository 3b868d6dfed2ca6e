import CGtk

/// Work the main loop does when it has nothing more urgent: at `G_PRIORITY_LOW`, below GTK's redraw and
/// layout (`GDK_PRIORITY_REDRAW`) and below input and dispatch's queue, so it never delays a frame or an event.
@MainActor
public enum LowPriorityIdle {
    /// Waits `delayMilliseconds`, then calls `step` once per main-loop turn in which nothing of higher priority
    /// is ready, until it returns false.
    public static func repeatWhileTrue(
        afterMilliseconds delayMilliseconds: UInt32, _ step: @escaping @MainActor () -> Bool
    ) {
        g_timeout_add_full(
            G_PRIORITY_LOW, delayMilliseconds,
            { data in
                g_idle_add_full(
                    G_PRIORITY_LOW,
                    { data in
                        let box = ClosureBox<@MainActor () -> Bool>.from(data)
                        return MainActor.assumeIsolated { box.handler() } ? 1 : 0
                    }, data, destroyClosureBox)
                return 0
            }, ClosureBox<@MainActor () -> Bool>.retained(step), nil)
    }
}
