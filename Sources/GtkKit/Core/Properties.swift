import CGtk
import CGtkShim

/// How a property binding propagates (GBindingFlags).
public struct BindingFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Source → target on every change (the default direction).
    public static let `default` = BindingFlags([])
    /// Also target → source.
    public static let bidirectional = BindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue)
    /// Copy the current value once when binding.
    public static let syncCreate = BindingFlags(rawValue: G_BINDING_SYNC_CREATE.rawValue)
    /// Negate a boolean while copying.
    public static let invertBoolean = BindingFlags(rawValue: G_BINDING_INVERT_BOOLEAN.rawValue)
}

/// Property access through GValue (for properties without a typed accessor) and property bindings.
extension Object {
    /// Binds `property` of this object to `targetProperty` of `target` (g_object_bind_property).
    /// The binding lives as long as both objects do.
    public func bind(
        _ property: String, to target: Object, _ targetProperty: String,
        flags: BindingFlags = .syncCreate
    ) {
        g_object_bind_property(
            objectPointer, property, target.objectPointer, targetProperty,
            GBindingFlags(rawValue: flags.rawValue))
    }

    /// Sets a boolean property.
    public func setProperty(_ name: String, _ value: Bool) {
        withValue(popcorn_type_boolean()) {
            g_value_set_boolean($0, value ? 1 : 0)
            setValue(name, $0)
        }
    }

    /// Sets an int property.
    public func setProperty(_ name: String, _ value: Int32) {
        withValue(popcorn_type_int()) {
            g_value_set_int($0, value)
            setValue(name, $0)
        }
    }

    /// Sets a double property.
    public func setProperty(_ name: String, _ value: Double) {
        withValue(popcorn_type_double()) {
            g_value_set_double($0, value)
            setValue(name, $0)
        }
    }

    /// Sets a string property.
    public func setProperty(_ name: String, _ value: String?) {
        withValue(popcorn_type_string()) {
            g_value_set_string($0, value)
            setValue(name, $0)
        }
    }

    /// Reads a string property.
    public func stringProperty(_ name: String) -> String? {
        withValue(popcorn_type_string()) { value in
            g_object_get_property(objectPointer, name, value)
            return g_value_get_string(value).map { String(cString: $0) }
        }
    }

    private func setValue(_ name: String, _ value: UnsafeMutablePointer<GValue>) {
        g_object_set_property(objectPointer, name, value)
    }

    private func withValue<R>(_ type: GType, _ body: (UnsafeMutablePointer<GValue>) -> R) -> R {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        return body(&value)
    }
}

/// A NULL-terminated `const char *const *` array for the duration of `body`.
func withCStringArray<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let duplicates = strings.map { strdup($0) }
    defer { duplicates.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = duplicates.map { UnsafePointer($0) }
    pointers.append(nil)
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}

/// Takes ownership of a newly allocated C string (`g_free`s it).
func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}
