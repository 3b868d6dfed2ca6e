import CGtk

/// Sizes in bytes for people to read (g_format_size_full).
public enum ByteSize {
    /// `bytes` in the user's locale with binary units, e.g. "11.7 MiB"; negative sizes read as 0.
    public static func format(_ bytes: Int64) -> String {
        takeString(g_format_size_full(guint64(max(bytes, 0)), G_FORMAT_SIZE_IEC_UNITS)) ?? "\(bytes)"
    }
}
