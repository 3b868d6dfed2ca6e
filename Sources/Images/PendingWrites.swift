import Foundation

/// Bytes on their way to disk cache files, by path: what ``DiskCache`` reads until the file is written.
final class PendingWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [String: Data] = [:]

    func add(_ data: Data, for path: String) {
        lock.withLock { bytes[path] = data }
    }

    func remove(_ path: String) {
        lock.withLock { bytes[path] = nil }
    }

    /// Forgets `path` unless newer bytes are on their way.
    func remove(_ path: String, ifStill data: Data) {
        lock.withLock {
            if bytes[path] == data { bytes[path] = nil }
        }
    }

    func data(for path: String) -> Data? {
        lock.withLock { bytes[path] }
    }
}

/// Disk cache writes waiting for the image pipeline to be idle (``DiskCache/flushLater()``).
final class WaitingWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var writes: [(cache: DiskCache, url: String, data: Data)] = []
    private var bytes = 0

    /// Adds a write; returns how many bytes are waiting.
    func add(cache: DiskCache, url: String, data: Data) -> Int {
        lock.withLock {
            writes.append((cache, url, data))
            bytes += data.count
            return bytes
        }
    }

    /// Drops the waiting writes of `url` to `cache`.
    func remove(cache: DiskCache, url: String) {
        lock.withLock {
            writes.removeAll { $0.cache === cache && $0.url == url }
            bytes = writes.reduce(0) { $0 + $1.data.count }
        }
    }

    func takeAll() -> [(cache: DiskCache, url: String, data: Data)] {
        lock.withLock {
            defer {
                writes.removeAll()
                bytes = 0
            }
            return writes
        }
    }
}
