import Foundation
import Synchronization

/// Bytes on their way to disk cache files, by path: what ``DiskCache`` reads until the file is written.
final class PendingWrites: Sendable {
    private let bytes = Mutex<[String: Data]>([:])

    func add(_ data: Data, for path: String) {
        bytes.withLock { $0[path] = data }
    }

    func remove(_ path: String) {
        bytes.withLock { $0[path] = nil }
    }

    /// Forgets `path` unless newer bytes are on their way.
    func remove(_ path: String, ifStill data: Data) {
        bytes.withLock { bytes in
            if bytes[path] == data { bytes[path] = nil }
        }
    }

    func data(for path: String) -> Data? {
        bytes.withLock { $0[path] }
    }
}

/// Disk cache writes waiting for the image pipeline to be idle (``DiskCache/flushLater()``).
final class WaitingWrites: Sendable {
    typealias Write = (cache: DiskCache, url: String, data: Data)

    private struct State {
        var writes: [Write] = []
        var bytes = 0
    }

    private let state = Mutex(State())

    /// Adds a write; returns how many bytes are waiting.
    func add(cache: DiskCache, url: String, data: Data) -> Int {
        state.withLock { state in
            state.writes.append((cache, url, data))
            state.bytes += data.count
            return state.bytes
        }
    }

    /// Drops the waiting writes of `url` to `cache`.
    func remove(cache: DiskCache, url: String) {
        state.withLock { state in
            state.writes.removeAll { $0.cache === cache && $0.url == url }
            state.bytes = state.writes.reduce(0) { $0 + $1.data.count }
        }
    }

    func takeAll() -> [Write] {
        state.withLock { state in
            defer { state = State() }
            return state.writes
        }
    }
}
