import AppEnvironment
import Foundation
import Glibc

/// A secret in a file readable only by the user: `<folder>/tmdb-token` (or another name), mode 0600, in a
/// folder of mode 0700 (by default `$XDG_DATA_HOME/io.github.popcorn.Popcorn`). Written atomically.
public struct TokenFile: Sendable {
    /// The file's path.
    public let path: String

    /// The file `name` in `directory`.
    public init(directory: String, name: String = "tmdb-token") {
        path = (directory as NSString).appendingPathComponent(name)
    }

    /// Writes `token` (through a 0600 temporary file renamed over the old one).
    public func store(_ token: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw TokenStoreError.file("cannot create \(directory): \(error.localizedDescription)")
        }
        do {
            try AtomicFile.write(Array(token.utf8), to: path, mode: 0o600)
        } catch {
            throw TokenStoreError.file("cannot write \(error)")
        }
    }

    /// The stored token, or nil when the file does not exist or is empty.
    public func load() throws -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TokenStoreError.file("cannot read \(path)")
        }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    /// Removes the file; returns whether it existed.
    @discardableResult
    public func clear() throws -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        guard unlink(path) == 0 else { throw TokenStoreError.file("cannot remove \(path): \(Self.lastError())") }
        return true
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
