import CGtk

/// Digests of strings (GChecksum).
public enum Checksum {
    /// The SHA-256 digest of `text`'s UTF-8 bytes as 64 lower-case hex digits.
    public static func sha256(_ text: String) -> String {
        guard let digest = takeString(g_compute_checksum_for_string(G_CHECKSUM_SHA256, text, -1)) else {
            fatalError("g_compute_checksum_for_string failed")
        }
        return digest
    }
}
