import GtkKit

/// The disk cache's file name for a URL: the lower-case SHA-256 hex digest (never a path derived from
/// the URL itself).
enum CacheKey {
    static func fileName(for url: String) -> String {
        Checksum.sha256(url)
    }

    /// True for names produced by ``fileName(for:)``.
    static func isCacheName(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
