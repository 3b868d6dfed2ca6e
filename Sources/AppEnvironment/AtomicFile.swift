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

    /// Writes `bytes` to `path` with permission `mode` (exactly, whatever the umask). `temporary` names the
    /// file written first (default: `path` + ".tmp-" + the process id; it must be in the same folder).
    /// `synced: false` skips the `fsync` (for caches, whose readers validate what they read): a crash
    /// still never leaves a partial file under `path`, but a power cut may leave a short one.
    public static func write(_ bytes: some ContiguousBytes, to path: String, mode: mode_t = 0o644,
                             temporary: String? = nil, synced: Bool = true) throws(WriteError) {
        let temporary = temporary ?? path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: lastError()) }
        fchmod(descriptor, mode)
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return
                }
                offset += written
            }
        }
        if synced, failure == nil, fsync(descriptor) != 0 { failure = lastError() }
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
