import CGtk

/// Iterates the default GLib main context until `done` holds; false if a 60 s watchdog fired first
/// (a hang guard for broken code, not a performance limit).
func iterateMainContext(until done: () -> Bool) -> Bool {
    var watchdogFired = false
    let watchdog = GLibTimer(milliseconds: 60_000) { watchdogFired = true }
    defer { watchdog.cancel() }
    while !done() && !watchdogFired {
        g_main_context_iteration(nil, 1)
    }
    return done()
}

/// A one-shot GLib timeout on the default context that sets a flag through a callback.
final class GLibTimer {
    private var sourceID: guint
    private let box: Unmanaged<CallbackBox>

    init(milliseconds: UInt32, _ fired: @escaping () -> Void) {
        let box = Unmanaged.passRetained(CallbackBox(fired))
        self.box = box
        sourceID = g_timeout_add(
            milliseconds,
            { data in
                Unmanaged<CallbackBox>.fromOpaque(data!).takeUnretainedValue().fire()
                return 0
            }, box.toOpaque())
    }

    /// Removes the timeout if it has not fired; releases the callback.
    func cancel() {
        if !box.takeUnretainedValue().fired {
            g_source_remove(sourceID)
        }
        sourceID = 0
        box.release()
    }

    final class CallbackBox {
        let callback: () -> Void
        var fired = false
        init(_ callback: @escaping () -> Void) { self.callback = callback }
        func fire() {
            fired = true
            callback()
        }
    }
}
