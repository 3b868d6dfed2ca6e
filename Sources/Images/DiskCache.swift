import AppEnvironment
import Dispatch
import Foundation
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Image bytes on disk, one file per URL named by the URL's SHA-256. Writes go to a hidden temp file
/// that is renamed into place, so a crash never leaves a partial file under a cache name (nothing is
/// synced to disk: after a power cut a file may be cut short, and the pipeline's validation refuses it).
/// Paths are built as strings (`URL.appendingPathComponent` asks the file system whether each one is a
/// folder). The folder is kept under `capacity` bytes by evicting the least recently used files (reads
/// refresh the mtime).
/// A folder that cannot be created or written disables the cache (memory-only) with a warning.
///
/// Blocking: call from a worker queue, never the main thread. Thread-safe.
///
/// ``writeLater(_:for:)`` takes a write off the images' critical path (creating a file costs about as much
/// CPU as decoding the image): writes wait until the pipeline is idle (``flushLater()``, or 16 MiB of them are
/// waiting), then run on a background queue; until a write is done, every cache on the folder reads its
/// bytes from memory. (Writes still waiting when the process exits are lost: it is only a cache.)
final class DiskCache: Sendable {
    static let temporaryPrefix = ".partial-"
    /// Writes not yet on disk, by file path (shared by every cache of the process, as files are).
    private static let pending = PendingWrites()
    private static let writer = DispatchQueue(label: "io.github.popcorn.Popcorn.image-cache-writes", qos: .utility)
    /// Writes waiting for ``flushLater()``.
    private static let waiting = WaitingWrites()
    /// Bytes of waiting writes that start them even while the pipeline is busy (about 500 posters).
    static let maxWaitingBytes = 16 << 20

    let directory: URL
    /// The folder's path with a trailing "/".
    private let folderPath: String
    let capacity: Int
    private let log: @Sendable (LogLevel, String) -> Void

    private struct State {
        var enabled: Bool
        /// Bytes in the folder.
        var total = 0
        var lookups = 0
        var writeCounter = 0
    }

    private let state: Mutex<State>

    init(directory: URL, capacity: Int, log: @escaping @Sendable (LogLevel, String) -> Void) {
        self.directory = directory
        folderPath = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        self.capacity = capacity
        self.log = log
        let enabled = DiskCache.prepare(directory)
        state = Mutex(State(enabled: enabled))
        if enabled {
            let total = scan().reduce(0) { $0 + $1.size }
            state.withLock { state in
                state.total = total
                if total > capacity { evict(&state) }
            }
        } else {
            log(.warning, "image cache folder \(directory.path) is not writable; caching images in memory only")
        }
    }

    /// False when the folder is unusable (memory-only mode).
    var isEnabled: Bool { state.withLock { $0.enabled } }

    /// Bytes currently in the folder (as tracked).
    var totalBytes: Int { state.withLock { $0.total } }

    /// How many times `read` was called (memory hits must not add to it).
    var lookupCount: Int { state.withLock { $0.lookups } }

    /// The path a URL is cached under.
    func path(for url: String) -> String { folderPath + CacheKey.fileName(for: url) }

    /// The cached bytes for `url`, refreshing its last-use time; nil on a miss.
    func read(_ url: String) -> Data? {
        let isEnabled = state.withLock { state in
            state.lookups += 1
            return state.enabled
        }
        guard isEnabled else { return nil }
        let file = path(for: url)
        if let data = Self.pending.data(for: file) { return data }
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        utimensat(AT_FDCWD, file, nil, 0)
        return data
    }

    /// False when there is surely nothing cached for `url` (no waiting write, no file): a `stat`, cheap
    /// enough for any thread, so a miss needs no hop to a worker. A miss counts as a lookup; on true, call
    /// ``read(_:)`` (which counts it).
    func mightHave(_ url: String) -> Bool {
        guard isEnabled else { return false }
        let file = path(for: url)
        if Self.pending.data(for: file) != nil || access(file, F_OK) == 0 { return true }
        state.withLock { $0.lookups += 1 }
        return false
    }

    /// Stores `data` for `url` once the pipeline is idle (see the type's notes); reads see it at once.
    func writeLater(_ data: Data, for url: String) {
        let file = path(for: url)
        Self.pending.add(data, for: file)
        if Self.waiting.add(cache: self, url: url, data: data) >= Self.maxWaitingBytes { Self.flushLater() }
    }

    /// Starts the waiting writes on the background queue.
    static func flushLater() {
        for (cache, url, data) in waiting.takeAll() {
            writer.async {
                cache.write(data, for: url)
                pending.remove(cache.path(for: url), ifStill: data)
            }
        }
    }

    /// Starts the waiting writes and waits until every write so far is on disk.
    static func waitForPendingWrites() {
        flushLater()
        writer.sync {}
    }

    /// Stores `data` for `url` atomically (temp file + rename), then evicts if over capacity.
    func write(_ data: Data, for url: String) {
        guard data.count <= capacity else { return }
        let counter: Int? = state.withLock { state in
            guard state.enabled else { return nil }
            state.writeCounter += 1
            return state.writeCounter
        }
        guard let counter else { return }
        let target = path(for: url)
        let temporary = "\(folderPath)\(DiskCache.temporaryPrefix)\(getpid())-\(counter)"
        let replaced = fileSize(target)
        do {
            try AtomicFile.write(data, to: target, temporary: temporary, synced: false)
        } catch {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try AtomicFile.write(data, to: target, temporary: temporary, synced: false)
            } catch {
                log(.warning, "could not write image cache file in \(directory.path): \(error)")
                return
            }
        }
        state.withLock { state in
            state.total += data.count - (replaced ?? 0)
            if state.total > capacity { evict(&state) }
        }
    }

    /// Deletes the file for `url` (e.g. it failed to decode).
    func remove(_ url: String) {
        let file = path(for: url)
        Self.waiting.remove(cache: self, url: url)
        Self.pending.remove(file)
        guard let size = fileSize(file), unlink(file) == 0 else { return }
        state.withLock { $0.total -= size }
    }

    /// Removes least recently used files until the folder holds at most 90% of the capacity (under the lock
    /// of `state`, so writes wait for it).
    private func evict(_ state: inout State) {
        let files = scan().sorted { $0.lastUse < $1.lastUse }
        state.total = files.reduce(0) { $0 + $1.size }
        let target = capacity / 10 * 9
        for file in files where state.total > target {
            if unlink(file.url.path) == 0 { state.total -= file.size }
        }
    }

    private struct Entry {
        let url: URL
        let size: Int
        let lastUse: Date
    }

    /// Cache files in the folder; also deletes temp files left by a crash (older than a minute).
    private func scan() -> [Entry] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var entries: [Entry] = []
        for name in names {
            let url = directory.appendingPathComponent(name)
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { continue }
            let modified = values.contentModificationDate ?? .distantPast
            if name.hasPrefix(DiskCache.temporaryPrefix) {
                if modified.timeIntervalSinceNow < -60 { unlink(url.path) }
            } else if CacheKey.isCacheName(name) {
                entries.append(Entry(url: url, size: values.fileSize ?? 0, lastUse: modified))
            }
        }
        return entries
    }

    private func fileSize(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// Creates the folder and checks that a file can be written in it.
    private static func prepare(_ directory: URL) -> Bool {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let probe = directory.appendingPathComponent("\(temporaryPrefix)probe-\(getpid())")
            try Data().write(to: probe)
            unlink(probe.path)
            return true
        } catch {
            return false
        }
    }
}
