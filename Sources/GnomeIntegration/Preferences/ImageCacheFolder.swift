import Foundation

/// The image cache folder on disk, measured and emptied for the preferences window.
/// (`$XDG_CACHE_HOME/io.github.popcorn.Popcorn/images` by default, the folder the image pipeline uses.)
public struct ImageCacheFolder: Sendable {
    /// The folder.
    public let directory: URL

    /// The cache folder at `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Bytes used by the regular files in the folder (0 when it does not exist).
    public func usage() -> Int64 {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey])
        else { return 0 }
        var total: Int64 = 0
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
            if values?.isRegularFile == true { total += Int64(values?.fileSize ?? 0) }
        }
        return total
    }

    /// Removes every file in the folder (keeping the folder itself).
    public func clear() throws {
        guard FileManager.default.fileExists(atPath: directory.path) else { return }
        for item in try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) {
            try FileManager.default.removeItem(at: item)
        }
    }
}
