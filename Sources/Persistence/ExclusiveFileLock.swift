import Glibc

/// An exclusive `flock` on a lock file, held until ``release()``: one process at a time past it.
final class ExclusiveFileLock {
    private var descriptor: Int32

    /// Waits for the lock on `path` (created if needed); nil when the lock file cannot be opened.
    init?(path: String) {
        descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    /// Lets the next process in.
    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
