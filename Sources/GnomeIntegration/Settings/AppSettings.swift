import AppEnvironment
import Foundation
import GtkKit
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

    private let settings: Settings?
    private var memoryValues: [String: SettingsValue] = SettingsKey.defaults
    private var observers: [SettingsKey: [UUID: (SettingsValue) -> Void]] = [:]

    /// Opens the settings with GLib's default backend (dconf, or `GSETTINGS_BACKEND`), or with a private
    /// in-memory backend when `inMemory` (tests: the default backend is chosen once per process).
    public init(
        schemaID: String = AppIdentity.schemaID,
        schemaDirectories: [String] = DataLocations.current.schemaDirectories, inMemory: Bool = false
    ) {
        let found = SettingsSchema.find(schemaID, in: schemaDirectories) { directory, message in
            Log.warning("Cannot read compiled schemas in \(directory): \(message)")
        }
        guard let (schema, directory) = found else {
            Log.warning(
                "GSettings schema \(schemaID) not found (searched \(schemaDirectories) and the system); "
                    + "using defaults, changes will not be saved")
            self.settings = nil
            self.backing = .memory
            return
        }
        let settings = Settings(schema: schema, inMemory: inMemory)
        self.settings = settings
        self.backing = .gsettings(schemaDirectory: directory)
        for key in SettingsKey.allCases where !schema.hasKey(key.rawValue) {
            Log.warning("GSettings schema \(schemaID) has no key \(key.rawValue) (outdated schema?); using its default")
        }
        settings.onChanged { [weak self] name in
            guard let key = SettingsKey(rawValue: name) else { return }
            self?.notify(key)
        }
        Log.debug("Settings from \(directory ?? "the default schema sources")")
    }

    /// The value of `key` (its default when the key is unavailable).
    public func value(_ key: SettingsKey) -> SettingsValue {
        guard let settings, hasKey(key) else { return memoryValues[key.rawValue] ?? key.defaultValue }
        switch key.defaultValue {
        case .int: return .int(Int(settings.int32(key.rawValue)))
        case .bool: return .bool(settings.boolean(key.rawValue))
        case .string: return settings.string(key.rawValue).map { .string($0) } ?? key.defaultValue
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
        guard let settings, hasKey(key) else {
            let changed = memoryValues[key.rawValue] != value
            memoryValues[key.rawValue] = value
            if changed { notify(key) }
            return true
        }
        let variant = Self.variant(value)
        guard settings.schema.accepts(variant, for: key.rawValue) else {
            Log.warning("Settings key \(key.rawValue) refused an out-of-range value")
            return false
        }
        return settings.set(key.rawValue, variant)
    }

    /// Restores the schema default of `key`.
    public func reset(_ key: SettingsKey) {
        if let settings, hasKey(key) {
            settings.reset(key.rawValue)
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
        Settings.sync()
    }

    func notify(_ key: SettingsKey) {
        guard let handlers = observers[key], !handlers.isEmpty else { return }
        let current = value(key)
        for handler in handlers.values { handler(current) }
    }

    private func hasKey(_ key: SettingsKey) -> Bool {
        settings?.schema.hasKey(key.rawValue) ?? false
    }

    private static func variant(_ value: SettingsValue) -> Variant {
        switch value {
        case .int(let number): .int32(Int32(clamping: number))
        case .bool(let flag): .boolean(flag)
        case .string(let text): .string(text)
        }
    }

    private static func sameType(_ lhs: SettingsValue, _ rhs: SettingsValue) -> Bool {
        switch (lhs, rhs) {
        case (.int, .int), (.bool, .bool), (.string, .string): true
        default: false
        }
    }
}
