import Foundation
@testable import Images
import XCTest

/// Disk-cache writes off the critical path: they wait until the pipeline is idle, and until they are on
/// disk every cache on the folder reads the bytes from memory.
final class DiskCacheWriteLaterTests: XCTestCase {
    private let url = "https://image.example/later.jpg"

    func testAWaitingWriteIsReadFromMemoryThenLandsOnDisk() throws {
        let folder = try TemporaryFolder()
        let cache = DiskCache(directory: folder.url, capacity: 1 << 20, log: { _, _ in })
        let body = Data("image bytes".utf8)
        cache.writeLater(body, for: url)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path(for: url).path),
                       "nothing is written before the pipeline is idle")
        let another = DiskCache(directory: folder.url, capacity: 1 << 20, log: { _, _ in })
        XCTAssertEqual(another.read(url), body, "a cache on the same folder reads the waiting bytes")
        DiskCache.waitForPendingWrites()
        XCTAssertEqual(try Data(contentsOf: cache.path(for: url)), body)
        XCTAssertEqual(cache.totalBytes, body.count)
        XCTAssertEqual(try folder.cacheFiles().count, 1)
    }

    func testRemovingForgetsAWaitingWrite() throws {
        let folder = try TemporaryFolder()
        let cache = DiskCache(directory: folder.url, capacity: 1 << 20, log: { _, _ in })
        cache.writeLater(Data("first".utf8), for: url)
        cache.remove(url)
        XCTAssertNil(cache.read(url), "a removed entry is not read from memory")
        DiskCache.waitForPendingWrites()
        XCTAssertEqual(try folder.cacheFiles(), [], "nor written later")
    }
}
