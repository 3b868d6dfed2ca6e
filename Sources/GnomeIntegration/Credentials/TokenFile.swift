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
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true,
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

    /// The most bytes a saved secret may hold (a TMDb token is about 250, an account sign-in under 1,000).
    public static let maxBytes = 16 * 1024

    /// The stored token, or nil when the file does not exist or is empty. At most ``maxBytes`` + 1 bytes
    /// are read, so a huge or endless file is never read whole: a longer file gives a token longer than
    /// ``maxBytes``, which the caller refuses (`TMDbCredential.validate()` does). Throws for a file that cannot
    /// be read or is not a regular file (a device or named pipe).
    public func load() throws -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw TokenStoreError.file("cannot read \(path): \(Self.lastError())")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw TokenStoreError.file("cannot read \(path): not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: Self.maxBytes + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw TokenStoreError.file("cannot read \(path): \(Self.lastError())")
            }
            count += got
        }
        let token = String(decoding: bytes[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
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
