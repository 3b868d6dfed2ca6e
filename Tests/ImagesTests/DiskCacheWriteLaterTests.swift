import Foundation
import XCTest

@testable import Images

/// Disk-cache writes off the critical path: they wait until the pipeline is idle, and until they are on
/// disk every cache on the folder reads the bytes from memory.
final class DiskCacheWriteLaterTests: XCTestCase {
    private let url = "https://image.example/later.jpg"

    func testAWaitingWriteIsReadFromMemoryThenLandsOnDisk() throws {
        let folder = try TemporaryFolder()
        let cache = DiskCache(directory: folder.url, capacity: 1 << 20, log: { _, _ in })
        let body = Data("image bytes".utf8)
        cache.writeLater(body, for: url)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: cache.path(for: url)),
            "nothing is written before the pipeline is idle")
        let another = DiskCache(directory: folder.url, capacity: 1 << 20, log: { _, _ in })
        XCTAssertEqual(another.read(url), body, "a cache on the same folder reads the waiting bytes")
        DiskCache.waitForPendingWrites()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: cache.path(for: url))), body)
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

    func testWritesWaitForIdleUntilTheyHoldSixteenMebibytes() throws {
        let folder = try TemporaryFolder()
        let cache = DiskCache(directory: folder.url, capacity: 64 << 20, log: { _, _ in })
        let poster = Data(repeating: 7, count: 40_000)
        let urls = (0..<200).map { "https://image.example/batch-\($0).jpg" }
        for url in urls { cache.writeLater(poster, for: url) }
        XCTAssertFalse(
            urls.contains { FileManager.default.fileExists(atPath: cache.path(for: $0)) },
            "a batch of 200 posters (8 MB) waits for the idle pipeline")
        let large = Data(repeating: 9, count: DiskCache.maxWaitingBytes)
        cache.writeLater(large, for: url)
        DiskCache.waitForPendingWrites()
        XCTAssertEqual(try folder.cacheFiles().count, 201)
    }

    func testMightHaveIsFalseOnlyWhenNothingIsCached() throws {
        let folder = try TemporaryFolder()
        let cache = DiskCache(directory: folder.url, capacity: 1 << 20, log: { _, _ in })
        XCTAssertFalse(cache.mightHave(url))
        XCTAssertEqual(cache.lookupCount, 1, "a miss is a lookup")
        cache.writeLater(Data("bytes".utf8), for: url)
        XCTAssertTrue(cache.mightHave(url), "a waiting write")
        DiskCache.waitForPendingWrites()
        XCTAssertTrue(cache.mightHave(url), "a file")
        XCTAssertTrue(
            DiskCache(directory: folder.url, capacity: 1 << 20, log: { _, _ in }).mightHave(url),
            "another cache on the folder")
        cache.remove(url)
        XCTAssertFalse(cache.mightHave(url))
    }
}
