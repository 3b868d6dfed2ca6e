import Foundation
import HTTP
import TestServerSupport
import XCTest

@testable import Images

final class ImagePipelineTests: XCTestCase {
    private var server: TestServer!
    private var folder: TemporaryFolder!
    private var client: HTTPClient!
    private var logs: LogSink!
    private var clock: ManualClock!

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/image_server.py")
        folder = try TemporaryFolder()
        client = makeLoopbackClient()
        logs = LogSink()
        clock = ManualClock()
    }

    override func tearDown() {
        server.stop()
        client = nil
        folder = nil
    }

    private func pipeline(diskCapacity: Int = 256 << 20, directory: URL? = nil) -> ImagePipeline {
        let logs = self.logs!
        let clock = self.clock!
        return ImagePipeline(
            http: client,
            configuration: ImagePipelineConfiguration(
                cacheDirectory: directory ?? folder.url, diskCapacity: diskCapacity,
                now: { clock.now }, log: { logs.append($0, $1) }))
    }

    private func url(_ path: String) -> String { server.baseURL + path }

    func testLoadsPNGAndJPEG() async throws {
        let images = pipeline()
        let png = try await images.load(url("/png/120x180/poster.png"))
        XCTAssertEqual([png.width, png.height], [120, 180])
        let jpeg = try await images.load(url("/jpeg/160x90/still.jpg"))
        XCTAssertEqual([jpeg.width, jpeg.height], [160, 90])
        XCTAssertEqual(jpeg.byteCost, 160 * 90 * 4)
        XCTAssertEqual(try folder.cacheFiles().count, 2)
    }

    func testFittingScalesDownToCoverTheArea() async throws {
        let images = pipeline()
        let path = "/jpeg/185x278/card.jpg"
        let card = try await images.load(url(path), priority: 0, fitting: PixelSize(width: 130, height: 195))
        XCTAssertEqual([card.width, card.height], [130, 195])
        let small = try await images.load(
            url("/png/40x60/small.png"), priority: 0,
            fitting: PixelSize(width: 130, height: 195))
        XCTAssertEqual([small.width, small.height], [40, 60], "never scaled up")
        let full = try await images.load(url(path))
        XCTAssertEqual([full.width, full.height], [185, 278], "each size is cached on its own")
        XCTAssertEqual(try server.requestCount(path), 1, "both sizes come from one download")
    }

    /// What a widget shows in the frame it is mapped in: the decoded variant it asks for once a load (a prefetch)
    /// put it in the memory cache, nothing before, and not another size's.
    func testCachedAnswersFromTheMemoryCacheOnlyForTheVariantLoaded() async throws {
        let images = pipeline()
        let address = url("/jpeg/185x278/prefetched.jpg")
        let card = PixelSize(width: 130, height: 195)
        XCTAssertNil(images.cached(address, fitting: card), "nothing before a load")
        let loaded = try await images.load(address, priority: 0, fitting: card)
        let cached = try XCTUnwrap(images.cached(address, fitting: card), "the loaded variant")
        XCTAssertEqual(cached.pointer, loaded.pointer, "the same texture, not a new decode")
        XCTAssertNil(images.cached(address, fitting: nil), "the full-size image was never decoded")
        XCTAssertNil(images.cached(address, fitting: PixelSize(width: 92, height: 138)), "nor another size")
    }

    func testConcurrentLoadsOfOneURLMakeOneRequest() async throws {
        let images = pipeline()
        let path = "/png/100x150/shared.png?delay=300"
        let address = url(path)
        let textures = try await withThrowingTaskGroup(of: ImageTexture.self) { group in
            for _ in 0..<12 { group.addTask { try await images.load(address) } }
            return try await group.reduce(into: [ImageTexture]()) { $0.append($1) }
        }
        XCTAssertEqual(textures.count, 12)
        XCTAssertTrue(textures.allSatisfy { $0 === textures[0] })
        XCTAssertEqual(try server.requestCount(path), 1)
        let stats = images.statistics
        XCTAssertEqual(stats.downloads, 1)
        XCTAssertEqual(stats.coalesced + stats.memoryHits, 11)
    }

    func testDiskHitMakesNoRequest() async throws {
        let path = "/jpeg/200x300/disk.jpg"
        _ = try await pipeline().load(url(path))
        XCTAssertEqual(try server.requestCount(path), 1)
        let fresh = pipeline()
        let texture = try await fresh.load(url(path))
        XCTAssertEqual(texture.width, 200)
        XCTAssertEqual(try server.requestCount(path), 1)
        let stats = fresh.statistics
        XCTAssertEqual(stats.diskHits, 1)
        XCTAssertEqual(stats.downloads, 0)
    }

    func testMemoryHitMakesNoDiskRead() async throws {
        let images = pipeline()
        let first = try await images.load(url("/png/50x50/memory.png"))
        let lookups = images.statistics.diskLookups
        XCTAssertEqual(lookups, 1)
        let second = try await images.load(url("/png/50x50/memory.png"))
        XCTAssertTrue(first === second)
        let stats = images.statistics
        XCTAssertEqual(stats.diskLookups, 1)
        XCTAssertEqual(stats.memoryHits, 1)
        XCTAssertEqual(try server.requestCount("/png/50x50/memory.png"), 1)
    }

    func testEvictionKeepsFolderUnderCapAndDropsLeastRecentlyUsed() async throws {
        // Each noise PNG is about 30 KB; the cap holds three of them.
        let cap = 100_000
        let paths = (0..<4).map { "/noise/100x100/evict\($0).png" }
        let writer = pipeline(diskCapacity: cap)
        for path in paths.prefix(3) { _ = try await writer.load(url(path)) }
        XCTAssertEqual(try folder.cacheFiles().count, 3)
        try await Task.sleep(for: .milliseconds(20))
        _ = try await pipeline(diskCapacity: cap).load(url(paths[0]))
        XCTAssertEqual(try server.requestCount(paths[0]), 1, "a disk hit refreshes the entry")
        _ = try await writer.load(url(paths[3]))
        let names = Set(try folder.cacheFiles())
        XCTAssertLessThanOrEqual(try folder.cacheBytes(), cap)
        XCTAssertTrue(names.contains(CacheKey.fileName(for: url(paths[0]))), "recently used survives")
        XCTAssertFalse(names.contains(CacheKey.fileName(for: url(paths[1]))), "least recently used goes")
        XCTAssertTrue(names.contains(CacheKey.fileName(for: url(paths[3]))))
        for index in 0..<12 { _ = try await writer.load(url("/noise/100x100/more\(index).png")) }
        XCTAssertLessThanOrEqual(try folder.cacheBytes(), cap)
    }

    func testCorruptCachedFileIsDeletedAndRefetched() async throws {
        let path = "/png/64x64/corrupt.png"
        _ = try await pipeline().load(url(path))
        let file = folder.url.appendingPathComponent(CacheKey.fileName(for: url(path)))
        DiskCache.waitForPendingWrites()
        try Data("garbage".utf8).write(to: file)
        let fresh = pipeline()
        let texture = try await fresh.load(url(path))
        XCTAssertEqual(texture.width, 64)
        XCTAssertEqual(try server.requestCount(path), 2)
        let stats = fresh.statistics
        XCTAssertEqual(stats.corruptCacheFiles, 1)
        DiskCache.waitForPendingWrites()
        XCTAssertNotNil(ImageHeader(try Data(contentsOf: file)), "the file was replaced by a valid image")
        XCTAssertTrue(logs.all.contains { $0.contains("fetching again") })
    }

    func testBadInputsFailAndCacheNothing() async throws {
        let images = pipeline()
        let cases: [(String, ImageLoadError)] = [
            ("/notimage/page.png", .notAnImage),
            ("/truncated/png/300x300/cut.png", .truncated),
            ("/truncated/jpeg/300x300/cut.jpg", .truncated),
            ("/png/9000x4/wide.png", .tooManyPixels(width: 9000, height: 4)),
            ("/png/4x8193/tall.png", .tooManyPixels(width: 4, height: 8193)),
            ("/bytes/\((20 << 20) + 1)", .tooLarge),
            ("/status/404", .status(404)),
        ]
        for (path, expected) in cases {
            do {
                _ = try await images.load(url(path))
                XCTFail("\(path) loaded")
            } catch let error as ImageLoadError {
                XCTAssertEqual(error, expected, path)
            }
            XCTAssertTrue(
                logs.lines(at: .debug).contains { $0.contains(path) && $0.contains("failed") },
                "no debug line for \(path)")
        }
        XCTAssertEqual(try folder.cacheFiles(), [])
        let stats = images.statistics
        XCTAssertEqual(stats.failures, cases.count)
        XCTAssertEqual(stats.downloads, 0)
    }

    func testFailedURLIsNotRetriedWithinAMinute() async throws {
        let images = pipeline()
        let path = "/status/503"
        for expected in [ImageLoadError.status(503), .recentlyFailed] {
            do {
                _ = try await images.load(url(path))
                XCTFail("loaded")
            } catch let error as ImageLoadError {
                XCTAssertEqual(error, expected)
            }
        }
        XCTAssertEqual(try server.requestCount(path), 1)
        clock.advance(by: .seconds(59))
        await XCTAssertThrowsErrorAsync(try await images.load(self.url(path)))
        XCTAssertEqual(try server.requestCount(path), 1)
        clock.advance(by: .seconds(2))
        await XCTAssertThrowsErrorAsync(try await images.load(self.url(path)))
        XCTAssertEqual(try server.requestCount(path), 2)
    }

    func testCancellationStopsTheTransfer() async throws {
        let images = pipeline()
        let path = "/noise/200x200/slow.png?drip=20"
        let address = url(path)
        let task = Task { try await images.load(address) }
        try await waitUntil { try self.server.counter("inflight") == 1 }
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("loaded")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        try await waitUntil { try self.server.counter("aborted") == 1 }
        let stats = images.statistics
        XCTAssertEqual(stats.cancelledDownloads, 1)
        XCTAssertEqual(stats.failures, 0, "a cancelled load is not a failure and may be retried at once")
        XCTAssertEqual(try folder.cacheFiles(), [])
    }

    func testCancellingOneWaiterKeepsTheSharedDownload() async throws {
        let images = pipeline()
        let path = "/png/80x120/two.png?delay=400"
        let address = url(path)
        let leaving = Task { try await images.load(address) }
        let staying = Task { try await images.load(address) }
        try await waitUntil { try self.server.counter("inflight") == 1 }
        try await waitUntil { images.statistics.coalesced == 1 }
        leaving.cancel()
        let texture = try await staying.value
        XCTAssertEqual(texture.height, 120)
        await XCTAssertThrowsErrorAsync(try await leaving.value)
        XCTAssertEqual(try server.requestCount(path), 1)
        let stats = images.statistics
        XCTAssertEqual(stats.cancelledDownloads, 0)
    }

    func testUnusableCacheFolderDegradesToMemoryOnly() async throws {
        let blocker = folder.url.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let images = pipeline(directory: blocker.appendingPathComponent("images"))
        XCTAssertFalse(images.hasDiskCache)
        XCTAssertTrue(logs.lines(at: .warning).contains { $0.contains("memory only") })
        _ = try await images.load(url("/png/30x30/memonly.png"))
        _ = try await images.load(url("/png/30x30/memonly.png"))
        let stats = images.statistics
        XCTAssertEqual(stats.memoryHits, 1)
        XCTAssertEqual(try server.requestCount("/png/30x30/memonly.png"), 1)
    }

    func testFileURLsLoadThroughTheSamePath() async throws {
        let file = folder.url.appendingPathComponent("demo-poster.png")
        try server.get("/png/40x60/demo.png").write(to: file)
        let images = pipeline(directory: folder.url.appendingPathComponent("cache"))
        let texture = try await images.load(file.absoluteString)
        XCTAssertEqual([texture.width, texture.height], [40, 60])
    }

    func testMemoryCacheIsBoundedByBytes() async throws {
        let logs = self.logs!
        let images = ImagePipeline(
            http: client,
            configuration: ImagePipelineConfiguration(
                cacheDirectory: folder.url, memoryCapacity: 100 * 100 * 4 * 2, log: { logs.append($0, $1) }))
        for index in 0..<3 { _ = try await images.load(url("/png/100x100/m\(index).png")) }
        _ = try await images.load(url("/png/100x100/m0.png"))
        let stats = images.statistics
        XCTAssertEqual(stats.memoryHits, 0, "the oldest texture was evicted from memory")
        XCTAssertEqual(stats.diskHits, 1)
    }

    func testBatchReport() async throws {
        let images = pipeline()
        let urls = (0..<20).map { url("/png/50x75/batch\($0).png") }
        let report = await images.loadBatch(urls)
        XCTAssertEqual(report.loaded, 20)
        XCTAssertEqual(report.failed, 0)
        XCTAssertEqual(report.latencies.count, 20)
        XCTAssertGreaterThan(report.bytesDownloaded, 0)
        XCTAssertGreaterThanOrEqual(report.latency(quantile: 0.99), report.latency(quantile: 0.5))
        let again = await images.loadBatch(urls)
        XCTAssertEqual(again.bytesDownloaded, 0)
        XCTAssertEqual(try server.counter("total"), 20)
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// (named like the XCTest assertion it stands in for)
/// `XCTAssertThrowsError` for async expressions.
func XCTAssertThrowsErrorAsync<T>(
    _ expression: @autoclosure () async throws -> T,
    file: StaticString = #filePath, line: UInt = #line
) async {
    do {
        _ = try await expression()
        XCTFail("expected an error", file: file, line: line)
    } catch {}
}
