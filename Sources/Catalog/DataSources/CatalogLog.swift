#if canImport(Glibc)
import Glibc
#endif

/// Minimal diagnostics: warnings go to standard error, prefixed with the app name.
public enum CatalogLog {
    /// Writes one warning line to standard error. Never pass credentials here.
    @Sendable public static func warning(_ message: String) {
        let line = Array("popcorn: warning: \(message)\n".utf8)
        line.withUnsafeBytes { bytes in
            _ = write(2, bytes.baseAddress, bytes.count)
        }
    }
}
