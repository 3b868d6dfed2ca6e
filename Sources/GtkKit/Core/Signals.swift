import CGtk
import CGtkShim

/// Identifies one connected signal handler; pass it to `Object.disconnect(_:)`.
public struct SignalHandlerID: Hashable, Sendable {
    /// The GLib handler id (never 0 for a live connection).
    public let rawValue: UInt
}

/// Signal connection with Swift closures. Each closure is boxed, retained by the GObject's closure and
/// released by the `GClosureNotify` when the handler is disconnected or the object is finalized.
/// Handlers run on the main thread (GTK's); they are `@MainActor`.
extension Object {
    /// Connects a `void (*)(GObject *, gpointer)` signal, e.g. "clicked", "activate", "destroy".
    @discardableResult
    public func connect(
        _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID {
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = ClosureBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }
        return connectRaw(
            signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox<@MainActor () -> Void>.retained(handler), after: after)
    }

    /// Connects a `gboolean (*)(GObject *, gpointer)` signal, e.g. "close-request". Return `true` to stop.
    @discardableResult
    public func connectReturningBool(
        _ signal: String,
        _ handler: @escaping @MainActor () -> Bool
    ) -> SignalHandlerID {
        let thunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let box = ClosureBox<@MainActor () -> Bool>.from(data)
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }
        return connectRaw(
            signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox<@MainActor () -> Bool>.retained(handler), after: false)
    }

    /// Connects a `void (*)(GObject *, gpointer arg, gpointer)` signal whose argument is a pointer
    /// (an object, a GVariant, a GParamSpec…); the handler receives it unretained.
    @discardableResult
    public func connectWithPointer(
        _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    )
        -> SignalHandlerID
    {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            let box = ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(argument) }
        }
        return connectRaw(
            signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.retained(handler),
            after: after)
    }

    /// Connects a `gint (*)(GObject *, gpointer arg, gpointer)` signal, e.g. GApplication "command-line".
    @discardableResult
    public func connectWithPointerReturningInt(
        _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Int32
    ) -> SignalHandlerID {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gint = { _, argument, data in
            let box = ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Int32>.from(data)
            return MainActor.assumeIsolated { box.handler(argument) }
        }
        return connectRaw(
            signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Int32>.retained(handler),
            after: false)
    }

    /// Connects a `void (*)(GObject *, guint, gpointer)` signal, e.g. GtkListView "activate".
    @discardableResult
    public func connectWithUInt(
        _ signal: String,
        _ handler: @escaping @MainActor (UInt32) -> Void
    ) -> SignalHandlerID {
        let thunk: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, value, data in
            let box = ClosureBox<@MainActor (UInt32) -> Void>.from(data)
            MainActor.assumeIsolated { box.handler(value) }
        }
        return connectRaw(
            signal, unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox<@MainActor (UInt32) -> Void>.retained(handler), after: false)
    }

    /// Runs `handler` whenever `property` changes ("notify::property").
    @discardableResult
    public func onNotify(
        _ property: String,
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalHandlerID {
        connectWithPointer("notify::\(property)") { _ in handler() }
    }

    /// Disconnects a handler; its closure is released by GLib's destroy notify.
    public func disconnect(_ handler: SignalHandlerID) {
        if g_signal_handler_is_connected(objectPointer, gulong(handler.rawValue)) != 0 {
            g_signal_handler_disconnect(objectPointer, gulong(handler.rawValue))
        }
    }

    /// Connects `callback` with `data` (a retained `ClosureBox`) released by `releaseClosureBox`.
    func connectRaw(
        _ signal: String, _ callback: GCallback, _ data: UnsafeMutableRawPointer,
        after: Bool
    ) -> SignalHandlerID {
        let id = popcorn_signal_connect(
            objectPointer, signal, callback, data, releaseClosureBox,
            after ? G_CONNECT_AFTER : GConnectFlags(0))
        if id == 0 {
            // Unknown signal: GLib logged a warning and did not take the box.
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
        return SignalHandlerID(rawValue: UInt(id))
    }
}
