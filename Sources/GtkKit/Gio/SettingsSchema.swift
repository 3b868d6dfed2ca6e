import CGtk
import Foundation

/// The description of a settings schema: its keys and their types and ranges (GSettingsSchema).
/// Use from one thread at a time.
public final class SettingsSchema {
    let pointer: OpaquePointer

    private init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        g_settings_schema_unref(pointer)
    }

    /// Looks `id` up in the compiled schemas (`gschemas.compiled`) of each of `directories` in turn,
    /// then in GLib's default sources (`XDG_DATA_DIRS`, `GSETTINGS_SCHEMA_DIR`). Returns the schema and
    /// the directory it came from (nil: a default source); `unreadable(directory, message)` reports a
    /// directory whose compiled schemas cannot be read.
    public static func find(
        _ id: String, in directories: [String],
        unreadable: (String, String) -> Void
    ) -> (schema: SettingsSchema, directory: String?)? {
        let defaultSource = g_settings_schema_source_get_default()
        for directory in directories
        where FileManager.default.fileExists(
            atPath: (directory as NSString).appendingPathComponent("gschemas.compiled"))
        {
            var error: UnsafeMutablePointer<GError>?
            guard let source = g_settings_schema_source_new_from_directory(directory, defaultSource, 0, &error) else {
                unreadable(
                    directory, error.flatMap { $0.pointee.message }.map { String(cString: $0) } ?? "unknown error")
                g_clear_error(&error)
                continue
            }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, id, 0) {
                return (SettingsSchema(taking: schema), directory)
            }
        }
        if let defaultSource, let schema = g_settings_schema_source_lookup(defaultSource, id, 1) {
            return (SettingsSchema(taking: schema), nil)
        }
        return nil
    }

    /// Whether the schema has a key named `key`.
    public func hasKey(_ key: String) -> Bool {
        g_settings_schema_has_key(pointer, key) != 0
    }

    /// Whether `value` has the type of `key` and lies within its range (false for unknown keys).
    public func accepts(_ value: Variant, for key: String) -> Bool {
        guard hasKey(key) else { return false }
        let schemaKey = g_settings_schema_get_key(pointer, key)
        defer { g_settings_schema_key_unref(schemaKey) }
        let variant = value.makeGVariant()
        defer { g_variant_unref(variant) }
        return g_settings_schema_key_range_check(schemaKey, variant) != 0
    }
}
