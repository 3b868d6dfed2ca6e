import CGtk

/// A settings value of one of the GVariant types GSettings keys use here ("i", "b", "s").
public enum Variant: Equatable, Sendable {
    case int32(Int32)
    case boolean(Bool)
    case string(String)

    /// A new GVariant holding the value, with its floating reference sunk (release with g_variant_unref).
    func makeGVariant() -> OpaquePointer {
        let variant: OpaquePointer =
            switch self {
            case .int32(let number): g_variant_new_int32(number)
            case .boolean(let flag): g_variant_new_boolean(flag ? 1 : 0)
            case .string(let text): g_variant_new_string(text)
            }
        return g_variant_ref_sink(variant)
    }
}
