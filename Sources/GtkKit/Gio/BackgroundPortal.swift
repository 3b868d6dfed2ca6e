import CGtk
import CGtkShim
import Foundation

/// What `BackgroundPortal.request` asks for: the options of `RequestBackground`.
public struct BackgroundRequest: Equatable, Sendable {
    /// Shown to the user by the portal's dialog.
    public let reason: String
    /// Whether the app also wants to be started at login (with `commandLine`).
    public let autostart: Bool
    /// The command line the autostart runs, e.g. ["popcorn", "--background"].
    public let commandLine: [String]

    public init(reason: String, autostart: Bool, commandLine: [String]) {
        self.reason = reason
        self.autostart = autostart
        self.commandLine = commandLine
    }
}

/// How the portal answered a `BackgroundRequest`.
public enum BackgroundAnswer: Equatable, Sendable {
    /// The Request's Response: `response` 0 (granted), 1 (cancelled by the user) or 2 (refused otherwise),
    /// with the results `background` and `autostart` (false when missing).
    case response(UInt32, background: Bool, autostart: Bool)
    /// The method call failed (no portal, an error, or no reply within the timeout).
    case unavailable(String)
}

/// The XDG Background portal on the application's session bus: asks to run in the background and to be
/// started at login, the way a sandboxed app does.
///
/// `RequestBackground(s parent_window, a{sv} options) -> o handle` with the options `handle_token`, `reason`,
/// `autostart`, `commandline`, `dbus-activatable`; the results `background` and `autostart` come in the
/// Request's `Response(u response, a{sv} results)` signal, 0 meaning success:
/// https://flatpak.github.io/xdg-desktop-portal/docs/doc-org.freedesktop.portal.Background.html
/// https://flatpak.github.io/xdg-desktop-portal/docs/doc-org.freedesktop.portal.Request.html
/// The handle is `/org/freedesktop/portal/desktop/request/SENDER/TOKEN` (SENDER: the caller's unique name
/// without the leading ':' and with '.' as '_'); the signal is subscribed to before the call, as the Request
/// page advises, so that an early Response is not missed.
///
/// Everything is asynchronous: a missing or hanging portal never blocks the main loop (the call gives up
/// after `timeout`, not after D-Bus's default 25 s).
@MainActor
public enum BackgroundPortal {
    private static let busName = "org.freedesktop.portal.Desktop"
    private static let objectPath = "/org/freedesktop/portal/desktop"

    /// Sends `request` over the session bus of `application` (registered) and calls `completion` once, on
    /// the main thread, with the portal's answer.
    public static func request(
        _ request: BackgroundRequest, on application: Application, timeout: Duration = .seconds(5),
        completion: @escaping @MainActor (BackgroundAnswer) -> Void
    ) {
        guard let connection = g_application_get_dbus_connection(popcorn_g_application(application.objectPointer)),
            let uniqueName = g_dbus_connection_get_unique_name(connection).map({ String(cString: $0) })
        else {
            completion(.unavailable("no session bus"))
            return
        }
        let token = "popcorn_\(UInt32.random(in: 1...UInt32.max))"
        let sender = uniqueName.dropFirst(uniqueName.hasPrefix(":") ? 1 : 0).replacingOccurrences(of: ".", with: "_")
        let handle = "\(objectPath)/request/\(sender)/\(token)"
        let pending = PendingRequest(connection: connection, completion: completion)
        pending.subscribe(handle: handle)
        let parameters = requestParameters(request, token: token)
        let seconds = timeout.components.seconds
        let milliseconds = Int32(clamping: seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        let callback: GAsyncReadyCallback = { source, result, data in
            let pending = Unmanaged<PendingRequest>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
            MainActor.assumeIsolated {
                if let reply {
                    g_variant_unref(reply)
                } else {
                    let message = error.map { String(cString: $0.pointee.message) } ?? "no reply"
                    pending.finish(.unavailable(message))
                }
            }
            if let error { g_error_free(error) }
        }
        g_dbus_connection_call(
            connection, busName, objectPath, "org.freedesktop.portal.Background", "RequestBackground",
            parameters, nil, G_DBUS_CALL_FLAGS_NONE, milliseconds, nil, callback,
            Unmanaged.passRetained(pending).toOpaque())
    }

    /// `(s a{sv})`: an empty parent window and the request's options (floating, consumed by the call).
    private static func requestParameters(_ request: BackgroundRequest, token: String) -> OpaquePointer {
        let options: [(String, OpaquePointer)] = [
            ("handle_token", g_variant_new_string(token)),
            ("reason", g_variant_new_string(request.reason)),
            ("autostart", g_variant_new_boolean(request.autostart ? 1 : 0)),
            ("commandline", strv(request.commandLine)),
            ("dbus-activatable", g_variant_new_boolean(0)),
        ]
        var entries: [OpaquePointer?] = options.map { key, value in
            g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
        }
        let dictionary = entries.withUnsafeMutableBufferPointer {
            g_variant_new_array(nil, $0.baseAddress, gsize($0.count))
        }
        var children: [OpaquePointer?] = [g_variant_new_string(""), dictionary]
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count))! }
    }

    private static func strv(_ strings: [String]) -> OpaquePointer {
        var children: [OpaquePointer?] = strings.map { g_variant_new_string($0) }
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        return children.withUnsafeMutableBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count))! }
    }
}

/// One request in flight: its Response subscription and the completion, called once.
@MainActor
private final class PendingRequest {
    private let connection: OpaquePointer
    private var completion: (@MainActor (BackgroundAnswer) -> Void)?
    private var subscription: guint = 0

    init(connection: OpaquePointer, completion: @escaping @MainActor (BackgroundAnswer) -> Void) {
        self.connection = connection
        self.completion = completion
        g_object_ref(UnsafeMutableRawPointer(connection))
    }

    /// Listens for the Response signal on `handle` (the box keeps this request alive until it arrives).
    func subscribe(handle: String) {
        let callback: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            let pending = Unmanaged<PendingRequest>.fromOpaque(data!).takeUnretainedValue()
            let answer = parameters.map(PendingRequest.answer(from:)) ?? .unavailable("empty Response")
            MainActor.assumeIsolated { pending.finish(answer) }
        }
        subscription = g_dbus_connection_signal_subscribe(
            connection, nil, "org.freedesktop.portal.Request", "Response", handle, nil,
            G_DBUS_SIGNAL_FLAGS_NONE, callback, Unmanaged.passRetained(self).toOpaque(),
            { data in data.map { Unmanaged<PendingRequest>.fromOpaque($0).release() } })
    }

    /// Calls the completion (the first answer only) and ends the subscription.
    func finish(_ answer: BackgroundAnswer) {
        guard let completion else { return }
        self.completion = nil
        if subscription != 0 {
            let connection = self.connection
            let subscription = self.subscription
            self.subscription = 0
            // Not from inside the signal's own dispatch: the subscription's user data is this object.
            Task { @MainActor in
                g_dbus_connection_signal_unsubscribe(connection, subscription)
                g_object_unref(UnsafeMutableRawPointer(connection))
            }
        }
        completion(answer)
    }

    /// `(u a{sv})` → the response code with the results `background` and `autostart`.
    nonisolated private static func answer(from parameters: OpaquePointer) -> BackgroundAnswer {
        guard g_variant_n_children(parameters) == 2 else { return .unavailable("malformed Response") }
        let code = g_variant_get_child_value(parameters, 0)
        let results = g_variant_get_child_value(parameters, 1)
        defer {
            g_variant_unref(code)
            g_variant_unref(results)
        }
        func flag(_ key: String) -> Bool {
            guard let value = g_variant_lookup_value(results, key, nil) else { return false }
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_type_string(value)) == "b" && g_variant_get_boolean(value) != 0
        }
        return .response(g_variant_get_uint32(code), background: flag("background"), autostart: flag("autostart"))
    }
}
