import CGtk

/// Identifies a callback added with ``Widget/addTickCallback(_:)``.
public struct TickCallbackID: Hashable, Sendable {
    /// GTK's id for the callback (never 0).
    public let rawValue: UInt
}

extension Widget {
    /// Runs `handler` before each frame of the widget's frame clock (`gtk_widget_add_tick_callback`) while the
    /// widget is realized, until it returns false or is removed: work spread over frames, a piece before each
    /// frame is laid out.
    @discardableResult
    public func addTickCallback(_ handler: @escaping @MainActor () -> Bool) -> TickCallbackID {
        let thunk: GtkTickCallback = { _, _, data in
            let box = ClosureBox<@MainActor () -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }
        let id = gtk_widget_add_tick_callback(
            widgetPointer, thunk, ClosureBox<@MainActor () -> Bool>.retained(handler), destroyClosureBox)
        return TickCallbackID(rawValue: UInt(id))
    }

    /// Removes a callback ``addTickCallback(_:)`` added and that is still running.
    public func removeTickCallback(_ callback: TickCallbackID) {
        gtk_widget_remove_tick_callback(widgetPointer, guint(callback.rawValue))
    }
}

extension Widget {
    /// Runs `handler` once, after the widget's frame clock has painted its next frame: work that must not delay
    /// the frame about to show. Runs it at once when the widget is not realized (it has no frame clock).
    public func afterNextPaint(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else {
            handler()
            return
        }
        let clockPointer = UnsafeMutableRawPointer(clock)
        var connection: SignalHandlerID?
        connection = Object(retaining: clockPointer).connect("after-paint") {
            if let id = connection { g_signal_handler_disconnect(clockPointer, gulong(id.rawValue)) }
            connection = nil
            handler()
        }
    }
}
