import CGio
import CGtk

/// The stored values of a settings schema (GSettings), with change notifications.
/// Use from the main thread: change handlers run from the default main context.
public final class Settings {
    /// The schema the values follow.
    public let schema: SettingsSchema
    private let settings: UnsafeMutablePointer<GSettings>
    private var changedHandler: gulong = 0
    private var onChange: ((String) -> Void)?

    /// Opens `schema`'s values with GLib's default backend (dconf, or `GSETTINGS_BACKEND`), or with a
    /// private in-memory backend when `inMemory` (tests: the default backend is chosen once per process).
    public init(schema: SettingsSchema, inMemory: Bool = false) {
        self.schema = schema
        let backend = inMemory ? g_memory_settings_backend_new() : nil
        settings = g_settings_new_full(schema.pointer, backend, nil)
        if let backend { g_object_unref(UnsafeMutableRawPointer(backend)) }
    }

    deinit {
        if changedHandler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(settings), changedHandler) }
        g_object_unref(UnsafeMutableRawPointer(settings))
    }

    /// The value of the integer key `key`.
    public func int32(_ key: String) -> Int32 {
        g_settings_get_int(settings, key)
    }

    /// The value of the boolean key `key`.
    public func boolean(_ key: String) -> Bool {
        g_settings_get_boolean(settings, key) != 0
    }

    /// The value of the string key `key`.
    public func string(_ key: String) -> String? {
        takeString(g_settings_get_string(settings, key))
    }

    /// Stores `value` for `key`; false when the backend refused it (e.g. the key is not writable).
    /// Check the range first with `SettingsSchema.accepts`: GLib refuses out-of-range values with a critical.
    @discardableResult
    public func set(_ key: String, _ value: Variant) -> Bool {
        let variant = value.makeGVariant()
        defer { g_variant_unref(variant) }
        return g_settings_set_value(settings, key, variant) != 0
    }

    /// Restores the schema default of `key`.
    public func reset(_ key: String) {
        g_settings_reset(settings, key)
    }

    /// Sets the one handler called with a key's name whenever that key changes.
    public func onChanged(_ handler: @escaping (String) -> Void) {
        onChange = handler
        guard changedHandler == 0 else { return }
        let callback:
            @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Void = {
                _, name, userData in
                guard let name, let userData else { return }
                Unmanaged<Settings>.fromOpaque(userData).takeUnretainedValue().onChange?(String(cString: name))
            }
        // Unretained: the handler is disconnected in deinit, before the object goes away.
        changedHandler = g_signal_connect_data(
            UnsafeMutableRawPointer(settings), "changed",
            unsafeBitCast(callback, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }

    /// Commits pending writes of all settings to their backends (call before the app exits).
    public static func sync() {
        g_settings_sync()
    }
}
