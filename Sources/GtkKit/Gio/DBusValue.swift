import CGtk

/// A D-Bus value (GVariant) holding one reference.
/// Unchecked: GVariants are immutable and their references atomic, so a value may cross threads.
public final class DBusValue: @unchecked Sendable {
    /// The GVariant; valid while this wrapper lives.
    let pointer: OpaquePointer

    /// Adopts a new value: a floating reference (the `g_variant_new_*` constructors) or a full one.
    init(taking pointer: OpaquePointer) {
        self.pointer = g_variant_take_ref(pointer)
    }

    /// Adds a reference to a value owned elsewhere.
    init(retaining pointer: OpaquePointer) {
        self.pointer = g_variant_ref_sink(pointer)
    }

    deinit {
        g_variant_unref(pointer)
    }

    /// A string ("s").
    public static func string(_ text: String) -> DBusValue {
        DBusValue(taking: g_variant_new_string(text))
    }

    /// An array of strings ("as").
    public static func strings(_ texts: [String]) -> DBusValue {
        withCStringArray(texts) { DBusValue(taking: g_variant_new_strv($0, gssize(texts.count))) }
    }

    /// A 32-bit unsigned integer ("u").
    public static func uint32(_ number: UInt32) -> DBusValue {
        DBusValue(taking: g_variant_new_uint32(number))
    }

    /// A value boxed in a variant ("v").
    public static func variant(_ value: DBusValue) -> DBusValue {
        DBusValue(taking: g_variant_new_variant(value.pointer))
    }

    /// A tuple of `values` ("()" when empty).
    public static func tuple(_ values: [DBusValue]) -> DBusValue {
        var children: [OpaquePointer?] = values.map(\.pointer)
        return withExtendedLifetime(values) {
            DBusValue(taking: g_variant_new_tuple(&children, gsize(values.count)))
        }
    }

    /// A dictionary of variants ("a{sv}"), in the order given.
    public static func dictionary(_ entries: KeyValuePairs<String, DBusValue>) -> DBusValue {
        dictionary(entries.map { ($0.key, $0.value) })
    }

    /// A dictionary of variants ("a{sv}"), in the order given.
    public static func dictionary(_ entries: [(key: String, value: DBusValue)]) -> DBusValue {
        array(
            elementType: "{sv}",
            entries.map { entry in
                let boxed = variant(entry.value)
                return withExtendedLifetime(boxed) {
                    DBusValue(taking: g_variant_new_dict_entry(g_variant_new_string(entry.key), boxed.pointer))
                }
            })
    }

    /// An array of `elements`, all of `elementType` (a GVariant type string such as "a{sv}"), which also
    /// types an empty array.
    public static func array(elementType: String, _ elements: [DBusValue]) -> DBusValue {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        var children: [OpaquePointer?] = elements.map(\.pointer)
        return withExtendedLifetime(elements) {
            DBusValue(taking: g_variant_new_array(type, &children, gsize(elements.count)))
        }
    }

    /// The type string, e.g. "(asu)".
    public var typeString: String {
        String(cString: g_variant_get_type_string(pointer))
    }

    /// The number of children of a tuple, array or dictionary entry (0 for other values).
    public var childCount: Int {
        g_variant_is_container(pointer) != 0 ? Int(g_variant_n_children(pointer)) : 0
    }

    /// The child at `index` of a tuple, array or dictionary entry; nil when out of range.
    public func child(_ index: Int) -> DBusValue? {
        guard index >= 0, index < childCount else { return nil }
        return DBusValue(taking: g_variant_get_child_value(pointer, gsize(index)))
    }

    /// The value of a string ("s", "o" or "g"), else nil.
    public var stringValue: String? {
        guard ["s", "o", "g"].contains(typeString) else { return nil }
        return String(cString: g_variant_get_string(pointer, nil))
    }

    /// The value of an array of strings ("as"), else nil.
    public var stringsValue: [String]? {
        guard typeString == "as" else { return nil }
        return (0..<childCount).compactMap { child($0)?.stringValue }
    }

    /// The value of a 32-bit unsigned integer ("u"), else nil.
    public var uint32Value: UInt32? {
        typeString == "u" ? g_variant_get_uint32(pointer) : nil
    }

    /// The value inside a variant ("v"), else nil.
    public var variantValue: DBusValue? {
        typeString == "v" ? DBusValue(taking: g_variant_get_variant(pointer)) : nil
    }

    /// GLib's text form, e.g. "('movie/603', ['matrix'], uint32 0)" (diagnostics and tests).
    public var text: String {
        let printed = g_variant_print(pointer, 1)!
        defer { g_free(printed) }
        return String(cString: printed)
    }
}
