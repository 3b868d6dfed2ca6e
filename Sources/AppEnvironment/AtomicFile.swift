import Foundation
import Glibc

/// Writes a whole file or nothing: the bytes go to a temporary file beside it (same folder, so the
/// rename is atomic), are synced to disk, then renamed over the target. A failure leaves the target as it
/// was and no temporary file behind.
public enum AtomicFile {
    /// Why a write failed: the path and the system's reason.
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `bytes` to `path` with permission `mode` (exactly, whatever the umask).
    public static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) throws(WriteError) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: lastError()) }
        fchmod(descriptor, mode)
        var offset = 0
        var failure: String?
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = lastError()
                break
            }
            offset += written
        }
        if failure == nil, fsync(descriptor) != 0 { failure = lastError() }
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
