import Foundation
import HTTP
import Logging
import TestServerSupport
import XCTest

@testable import Images

/// A temporary cache folder, removed on deinit.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Names of the files that look like cache entries (64 hex digits), once the background writes started
    /// so far are on disk.
    func cacheFiles() throws -> [String] {
        DiskCache.waitForPendingWrites()
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter(CacheKey.isCacheName)
    }

    /// Total size of the cache entries.
    func cacheBytes() throws -> Int {
        try cacheFiles().reduce(0) { total, name in
            let attributes = try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path)
            return total + ((attributes[.size] as? NSNumber)?.intValue ?? 0)
        }
    }
}

/// Thread-safe collector of log lines.
final class LogSink: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [(LogLevel, String)] = []
    func append(_ level: LogLevel, _ line: String) { lock.withLock { lines.append((level, line)) } }
    /// Every line.
    var all: [String] { lock.withLock { lines.map(\.1) } }
    /// Lines logged at `level`.
    func lines(at level: LogLevel) -> [String] { lock.withLock { lines.filter { $0.0 == level }.map(\.1) } }
}

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = ContinuousClock.now
    var now: ContinuousClock.Instant { lock.withLock { current } }
    func advance(by duration: Duration) { lock.withLock { current = current.advanced(by: duration) } }
}

extension XCTestCase {
    /// An HTTP client that may reach the loopback test server and local files.
    func makeLoopbackClient() -> HTTPClient {
        HTTPClient(
            configuration: HTTPClientConfiguration(
                urlPolicy: URLPolicy(allowsLoopbackHTTP: true, allowsFileURLs: true)))
    }

    /// Polls `condition` (a server's counters change asynchronously).
    func waitUntil(_ condition: @escaping () async throws -> Bool) async throws {
        for _ in 0..<3000 {
            if try await condition() { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        XCTFail("condition never became true")
    }
}
