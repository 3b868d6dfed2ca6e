import AppEnvironment
import CGio
import CGtk
import Foundation
import Logging

/// The app's settings (schema `io.github.popcorn.Popcorn`) through GSettings.
///
/// The compiled schema is looked up first in `DataLocations.schemaDirectories` (the build tree's or the
/// install prefix's private copy), then in GLib's default sources (`XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`).
/// When it is missing — `g_settings_new` would abort — the settings live in memory with the schema's
/// defaults and a warning is logged. Values outside a key's range are refused with a warning.
/// Use from the main thread.
public final class AppSettings {
    /// Where the values live.
    public enum Backing: Equatable, Sendable {
        /// A real GSettings object; `schemaDirectory` is nil when GLib's default sources had the schema.
        case gsettings(schemaDirectory: String?)
        /// In-memory defaults: the schema could not be found.
        case memory
    }

    /// Where the values live.
    public let backing: Backing

    private let settings: UnsafeMutablePointer<GSettings>?
    private let schema: OpaquePointer?
    private var memoryValues: [String: SettingsValue] = SettingsKey.defaults
    private var observers: [SettingsKey: [UUID: (SettingsValue) -> Void]] = [:]
    private var changedHandler: gulong = 0

    /// Opens the settings with GLib's default backend (dconf, or `GSETTINGS_BACKEND`), or with a private
    /// in-memory backend when `inMemory` (tests: the default backend is chosen once per process).
    public init(schemaID: String = AppIdentity.schemaID,
                schemaDirectories: [String] = DataLocations.current.schemaDirectories, inMemory: Bool = false) {
        guard let (schema, directory) = Self.lookUp(schemaID: schemaID, in: schemaDirectories) else {
            Log.warning("GSettings schema \(schemaID) not found (searched \(schemaDirectories) and the system); "
                        + "using defaults, changes will not be saved")
            self.settings = nil
            self.schema = nil
            self.backing = .memory
            return
        }
        let backend = inMemory ? g_memory_settings_backend_new() : nil
        self.settings = g_settings_new_full(schema, backend, nil)
        if let backend { g_object_unref(UnsafeMutableRawPointer(backend)) }
        self.schema = schema
        self.backing = .gsettings(schemaDirectory: directory)
        for key in SettingsKey.allCases where g_settings_schema_has_key(schema, key.rawValue) == 0 {
            Log.warning("GSettings schema \(schemaID) has no key \(key.rawValue) (outdated schema?); using its default")
        }
        connectChanged()
        Log.debug("Settings from \(directory ?? "the default schema sources")")
    }

    deinit {
        if let settings {
            if changedHandler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(settings), changedHandler) }
            g_object_unref(UnsafeMutableRawPointer(settings))
        }
        if let schema { g_settings_schema_unref(schema) }
    }

    /// The value of `key` (its default when the key is unavailable).
    public func value(_ key: SettingsKey) -> SettingsValue {
        guard let settings, hasKey(key) else { return memoryValues[key.rawValue] ?? key.defaultValue }
        switch key.defaultValue {
        case .int: return .int(Int(g_settings_get_int(settings, key.rawValue)))
        case .bool: return .bool(g_settings_get_boolean(settings, key.rawValue) != 0)
        case .string:
            guard let text = g_settings_get_string(settings, key.rawValue) else { return key.defaultValue }
            defer { g_free(text) }
            return .string(String(cString: text))
        }
    }

    /// Stores `value` for `key`. Returns false (and logs a warning) when the value has the wrong type,
    /// lies outside the key's range, or cannot be written.
    @discardableResult
    public func set(_ key: SettingsKey, _ value: SettingsValue) -> Bool {
        guard Self.sameType(value, key.defaultValue) else {
            Log.warning("Settings key \(key.rawValue) refused a value of the wrong type")
            return false
        }
        guard let settings, let schema, hasKey(key) else {
            let changed = memoryValues[key.rawValue] != value
            memoryValues[key.rawValue] = value
            if changed { notify(key) }
            return true
        }
        let variant = g_variant_ref_sink(Self.variant(value))
        defer { g_variant_unref(variant) }
        let schemaKey = g_settings_schema_get_key(schema, key.rawValue)
        defer { g_settings_schema_key_unref(schemaKey) }
        guard g_settings_schema_key_range_check(schemaKey, variant) != 0 else {
            Log.warning("Settings key \(key.rawValue) refused an out-of-range value")
            return false
        }
        return g_settings_set_value(settings, key.rawValue, variant) != 0
    }

    /// Restores the schema default of `key`.
    public func reset(_ key: SettingsKey) {
        if let settings, hasKey(key) {
            g_settings_reset(settings, key.rawValue)
        } else {
            set(key, key.defaultValue)
        }
    }

    /// Calls `handler` on the main thread with the new value whenever `key` changes, until the returned
    /// token is passed to `removeObserver`.
    @discardableResult
    public func observe(_ key: SettingsKey, _ handler: @escaping (SettingsValue) -> Void) -> UUID {
        let token = UUID()
        observers[key, default: [:]][token] = handler
        return token
    }

    /// Stops an observation started by `observe`.
    public func removeObserver(_ token: UUID) {
        for key in observers.keys { observers[key]?[token] = nil }
    }

    /// Commits pending writes to the backend (call before the app exits).
    public func sync() {
        g_settings_sync()
    }

    func notify(_ key: SettingsKey) {
        guard let handlers = observers[key], !handlers.isEmpty else { return }
        let current = value(key)
        for handler in handlers.values { handler(current) }
    }

    private func hasKey(_ key: SettingsKey) -> Bool {
        guard let schema else { return false }
        return g_settings_schema_has_key(schema, key.rawValue) != 0
    }

    private func connectChanged() {
        guard let settings else { return }
        let callback: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Void = {
            _, name, userData in
            guard let name, let userData, let key = SettingsKey(rawValue: String(cString: name)) else { return }
            Unmanaged<AppSettings>.fromOpaque(userData).takeUnretainedValue().notify(key)
        }
        // Unretained: the handler is disconnected in deinit, before the object goes away.
        changedHandler = g_signal_connect_data(UnsafeMutableRawPointer(settings), "changed",
                                               unsafeBitCast(callback, to: GCallback.self),
                                               Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }

    private static func lookUp(schemaID: String, in directories: [String]) -> (OpaquePointer, String?)? {
        let defaultSource = g_settings_schema_source_get_default()
        for directory in directories
        where FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("gschemas.compiled")) {
            var error: UnsafeMutablePointer<GError>?
            guard let source = g_settings_schema_source_new_from_directory(directory, defaultSource, 0, &error) else {
                Log.warning("Cannot read compiled schemas in \(directory): \(message(of: error))")
                g_clear_error(&error)
                continue
            }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, schemaID, 0) {
                return (schema, directory)
            }
        }
        if let defaultSource, let schema = g_settings_schema_source_lookup(defaultSource, schemaID, 1) {
            return (schema, nil)
        }
        return nil
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let message = error.pointee.message else { return "unknown error" }
        return String(cString: message)
    }

    private static func variant(_ value: SettingsValue) -> OpaquePointer {
        switch value {
        case .int(let number): g_variant_new_int32(gint32(clamping: number))
        case .bool(let flag): g_variant_new_boolean(flag ? 1 : 0)
        case .string(let text): g_variant_new_string(text)
        }
    }

    private static func sameType(_ lhs: SettingsValue, _ rhs: SettingsValue) -> Bool {
        switch (lhs, rhs) {
        case (.int, .int), (.bool, .bool), (.string, .string): true
        default: false
        }
    }
}
