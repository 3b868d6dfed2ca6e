import CGtk
import CGtkShim

/// A connection to a message bus (GDBusConnection), e.g. the session bus an `Application` registered on.
@MainActor
public final class DBusConnection: Object {
    /// Exports an object at `objectPath` implementing the one interface described by `interfaceXML`
    /// (D-Bus introspection XML with a single `<interface>`); `handler` receives its method calls on the
    /// main thread and must answer each one (now or later). Unexport it with `unregisterObject(_:)`.
    public func registerObject(
        at objectPath: String, interfaceXML: String,
        handler: @escaping @MainActor (DBusMethodCall) -> Void
    ) throws(DBusError) -> DBusObjectRegistration {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(interfaceXML, &error) else {
            throw DBusError(taking: error)
        }
        defer { g_dbus_node_info_unref(node) }
        guard let interface = node.pointee.interfaces?[0] else {
            throw DBusError(message: "the introspection XML declares no interface")
        }
        let id = g_dbus_connection_register_object(
            opaque, objectPath, interface, &Self.methodCallTable,
            ClosureBox<@MainActor (DBusMethodCall) -> Void>.retained(handler), destroyClosureBox, &error)
        guard id != 0 else { throw DBusError(taking: error) }
        return DBusObjectRegistration(id: id)
    }

    /// Removes an object exported with `registerObject(at:interfaceXML:handler:)`.
    public func unregisterObject(_ registration: DBusObjectRegistration) {
        g_dbus_connection_unregister_object(opaque, registration.id)
    }

    /// Dispatches every method call of an exported object to its Swift handler (GLib copies the table).
    private static var methodCallTable: GDBusInterfaceVTable = {
        var table = GDBusInterfaceVTable()
        table.method_call = { _, _, _, _, method, parameters, invocation, data in
            // GDBus calls this in the main context the object was registered from (the main thread).
            // Unsafe: the box and the invocation are only used on that thread.
            nonisolated(unsafe) let box = ClosureBox<@MainActor (DBusMethodCall) -> Void>.from(data)
            // Unsafe: as above.
            nonisolated(unsafe) let invocation = invocation!
            let method = String(cString: method!)
            let arguments = DBusValue(retaining: parameters!)
            MainActor.assumeIsolated {
                box.handler(DBusMethodCall(method: method, parameters: arguments, invocation: invocation))
            }
        }
        return table
    }()
}

/// An object exported on a connection; pass it to `DBusConnection.unregisterObject(_:)`.
public struct DBusObjectRegistration: Sendable, Hashable {
    let id: UInt32
}

/// A failure of a D-Bus operation, with GLib's message.
public struct DBusError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    init(message: String) { self.message = message }

    /// The message of `error` (freed here).
    init(taking error: UnsafeMutablePointer<GError>?) {
        var error = error
        message = error.map { String(cString: $0.pointee.message) } ?? "unknown D-Bus error"
        g_clear_error(&error)
    }
}

/// One incoming method call of an exported object (GDBusMethodInvocation). Answer it exactly once with
/// `reply(_:)` or `fail(name:message:)`; until then the caller waits (up to its own timeout).
@MainActor
public final class DBusMethodCall {
    /// The method's name, e.g. "GetInitialResultSet".
    public let method: String
    /// The arguments, a tuple.
    public let parameters: DBusValue
    /// Owned (GLib hands the call over); answering gives it back.
    private var invocation: OpaquePointer?

    init(method: String, parameters: DBusValue, invocation: OpaquePointer) {
        self.method = method
        self.parameters = parameters
        self.invocation = invocation
    }

    /// Answers with `values` (the out arguments, in order; none for a method without any).
    public func reply(_ values: [DBusValue] = []) {
        guard let invocation else { return }
        self.invocation = nil
        let answer = DBusValue.tuple(values)
        withExtendedLifetime(answer) { g_dbus_method_invocation_return_value(invocation, answer.pointer) }
    }

    /// Answers with the D-Bus error `name` (e.g. "org.freedesktop.DBus.Error.InvalidArgs").
    public func fail(name: String, message: String) {
        guard let invocation else { return }
        self.invocation = nil
        g_dbus_method_invocation_return_dbus_error(invocation, name, message)
    }
}
