import CGtk
import CGtkShim
import Glibc

/// Runs libdispatch's main queue — and with it `@MainActor` code, `Task { @MainActor in … }`,
/// `DispatchQueue.main.async` and `await MainActor.run` — inside a GLib main loop.
///
/// GLib never drains libdispatch's main queue by itself. The bridge watches the queue's eventfd with a
/// GSource; its callback reads the eventfd (so the source does not stay readable and spin) and drains the
/// queue. An idle callback drains once for jobs queued before the source existed.
/// `Application.run` installs it; tests driving a `GMainContext` by hand call `install()` themselves.
public enum MainLoopBridge {
    /// How many times the GSource callback ran (each wake-up of the main loop by dispatch).
    public static var wakeups: Int { MainActor.assumeIsolated { state.wakeups } }

    /// Whether the bridge is installed on the default main context.
    public static var isInstalled: Bool { MainActor.assumeIsolated { state.sourceID != 0 } }

    @MainActor private static var state = State()

    private struct State {
        var sourceID: guint = 0
        var wakeups = 0
    }

    /// Installs the bridge on the thread-default (main) GLib context; idempotent. Call on the main thread.
    public static func install() {
        MainActor.assumeIsolated {
            guard state.sourceID == 0 else { return }
            let fd = _dispatch_get_main_queue_handle_4CF()
            let onReadable: GUnixFDSourceFunc = { fd, _, _ in
                var counter: UInt64 = 0
                _ = read(fd, &counter, MemoryLayout<UInt64>.size)
                MainActor.assumeIsolated { MainLoopBridge.state.wakeups += 1 }
                _dispatch_main_queue_callback_4CF(nil)
                return 1
            }
            state.sourceID = g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN, onReadable, nil, nil)
            let drainOnce: GSourceFunc = { _ in
                _dispatch_main_queue_callback_4CF(nil)
                return 0
            }
            g_idle_add(drainOnce, nil)
        }
    }
}
