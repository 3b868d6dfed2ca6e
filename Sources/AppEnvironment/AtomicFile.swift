import Foundation
import Glibc
import Localization

/// Writes a whole file or nothing: the bytes go to a temporary file beside it (same folder, so the
/// rename is atomic), are synced to disk, then renamed over the target. A failure leaves the target as it
/// was and no temporary file behind.
///
/// A symbolic link is followed: the file it leads to is replaced and the link kept. A target that exists
/// and is not a regular file (a folder, a device such as `/dev/full`, a named pipe, a socket) is refused:
/// renaming over it would replace it rather than write into it.
public enum AtomicFile {
    /// Why a write failed: the path and the system's reason.
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Writes `bytes` to `path` with permission `mode` (exactly, whatever the umask). `temporary` names the
    /// file written first (default: the target + ".tmp-" + the process id; it must be in the same folder).
    /// With the default name, the temporary files of writers of the same target that were killed before
    /// renaming (their process is gone) are removed. `synced: false` skips the `fsync` (for caches, whose
    /// readers validate what they read): a crash still never leaves a partial file under `path`, but a
    /// power cut may leave a short one.
    public static func write(
        _ bytes: some ContiguousBytes, to path: String, mode: mode_t = 0o644,
        temporary: String? = nil, synced: Bool = true
    ) throws(WriteError) {
        let target = try regularTarget(of: path)
        if temporary == nil { removeStaleTemporaries(of: target) }
        let temporary = temporary ?? target + ".tmp-\(getpid())"
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
        if failure == nil, rename(temporary, target) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    /// The file `path` leads to through its symbolic links (a relative link is read from its own folder):
    /// absent or a regular file, else refused.
    private static func regularTarget(of path: String) throws(WriteError) -> String {
        var current = path
        // As many links as the kernel follows before ELOOP.
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return current }
                throw WriteError(path: path, reason: lastError())
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return current
            case S_IFLNK:
                guard let destination = linkDestination(current) else {
                    throw WriteError(path: path, reason: lastError())
                }
                current = destination.hasPrefix("/") ? destination : folder(of: current) + destination
            case S_IFDIR:
                throw WriteError(path: path, reason: tr("it is a folder, not a file"))
            default:
                throw WriteError(path: path, reason: tr("it is a device, named pipe or socket, not a regular file"))
            }
        }
        throw WriteError(path: path, reason: String(cString: strerror(ELOOP)))
    }

    private static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder part of `path` with its trailing "/" ("" for a bare name).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// Removes the files `<target>.tmp-<pid>` that writers killed before their rename left behind: only
    /// regular files of exactly that name (the pid in decimal, as written), only when no process `pid`
    /// exists any more. A live writer's file is kept.
    private static func removeStaleTemporaries(of target: String) {
        let directory = folder(of: target)
        let prefix = String(decoding: target.utf8.dropFirst(directory.utf8.count), as: UTF8.self) + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)
        else {
            return
        }
        for name in names where name.utf8.starts(with: prefix.utf8) {
            let digits = String(decoding: name.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
            guard let pid = pid_t(digits), pid > 0, String(pid) == digits, pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            var status = stat()
            guard lstat(directory + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(directory + name)
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
