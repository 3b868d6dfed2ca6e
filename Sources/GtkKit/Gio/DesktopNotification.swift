import CGtk
import CGtkShim

/// A desktop notification sent through GLib's GNotification: `org.freedesktop.Notifications` (or GNOME
/// Shell's, or the portal's inside Flatpak). Clicking it activates `action` ("app.open-route") with
/// `target` in the application that sent it.
public struct DesktopNotification: Equatable, Sendable {
    /// Replaces an earlier notification with the same id.
    public let id: String
    public let title: String
    public let body: String
    /// The application action a click activates, e.g. "app.open-route".
    public let action: String
    /// The action's string parameter, e.g. "tv/1/season/2/episode/2".
    public let target: String

    public init(id: String, title: String, body: String, action: String, target: String) {
        self.id = id
        self.title = title
        self.body = body
        self.action = action
        self.target = target
    }
}

/// An application that can send desktop notifications (it must be registered).
@MainActor
public protocol NotificationSending {
    /// The GApplication object.
    var applicationObject: Object { get }
}

extension NotificationSending {
    private var applicationPointer: UnsafeMutablePointer<GApplication> {
        popcorn_g_application(applicationObject.objectPointer)
    }

    /// Sends `notification`.
    public func send(_ notification: DesktopNotification) {
        let gNotification = g_notification_new(notification.title)
        g_notification_set_body(gNotification, notification.body)
        let target = Variant.string(notification.target).makeGVariant()
        g_notification_set_default_action_and_target_value(gNotification, notification.action, target)
        g_variant_unref(target)
        g_application_send_notification(applicationPointer, notification.id, gNotification)
        g_object_unref(UnsafeMutableRawPointer(gNotification))
    }
}

extension Application: NotificationSending {
    public var applicationObject: Object { self }
}

/// An application without windows or GTK, for a command that only sends notifications (`popcorn
/// refresh`): never unique (it runs beside the app's window), registered on the session bus.
@MainActor
public final class HeadlessApplication: Object, NotificationSending {
    /// Registers an application `id` named `name` (the notifications' sender) on the session bus; nil
    /// when there is no session bus.
    public init?(id: String, name: String) {
        Application.setDisplayName(name)
        super.init(taking: rawPointer(g_application_new(id, G_APPLICATION_NON_UNIQUE)))
        guard g_application_register(popcorn_g_application(objectPointer), nil, nil) != 0,
            g_application_get_dbus_connection(popcorn_g_application(objectPointer)) != nil
        else { return nil }
    }

    public var applicationObject: Object { self }

    private var connection: OpaquePointer? {
        g_application_get_dbus_connection(popcorn_g_application(objectPointer))
    }

    /// Whether a notification server can show what is sent: the portal inside Flatpak, otherwise
    /// `org.freedesktop.Notifications` or GNOME Shell's `org.gtk.Notifications` on the session bus, running
    /// or activatable.
    public var hasNotificationServer: Bool {
        if access("/.flatpak-info", F_OK) == 0 { return true }
        let servers = ["org.freedesktop.Notifications", "org.gtk.Notifications"]
        let available = busNames("ListNames") + busNames("ListActivatableNames")
        return servers.contains(where: available.contains)
    }

    /// Writes the notifications sent so far to the bus (before the process ends).
    public func flush() {
        guard let connection else { return }
        g_dbus_connection_flush_sync(connection, nil, nil)
    }

    /// The answer of the bus daemon's `method` (ListNames, ListActivatableNames).
    private func busNames(_ method: String) -> [String] {
        guard let connection,
            let reply = g_dbus_connection_call_sync(
                connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                "org.freedesktop.DBus", method, nil, nil,
                G_DBUS_CALL_FLAGS_NONE, 5_000, nil, nil)
        else { return [] }
        defer { g_variant_unref(reply) }
        var names: [String] = []
        let list = g_variant_get_child_value(reply, 0)
        defer { if let list { g_variant_unref(list) } }
        for index in 0..<g_variant_n_children(list) {
            guard let child = g_variant_get_child_value(list, index) else { continue }
            names.append(String(cString: g_variant_get_string(child, nil)))
            g_variant_unref(child)
        }
        return names
    }
}
