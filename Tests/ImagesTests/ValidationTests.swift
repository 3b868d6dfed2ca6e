import Foundation
import XCTest

@testable import Images

final class ValidationTests: XCTestCase {
    /// A minimal PNG header (signature + IHDR) of the given size, without image data.
    private func pngHeader(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data.append(contentsOf: Array("IHDR".utf8))
        for value in [width, height] { withUnsafeBytes(of: value.bigEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: [8, 2, 0, 0, 0, 0, 0, 0, 0])
        return data
    }

    func testHeaderReadsPNGDimensionsAndNoticesTheMissingEnd() throws {
        let header = try XCTUnwrap(ImageHeader(pngHeader(width: 300, height: 450)))
        XCTAssertEqual(header.format, .png)
        XCTAssertEqual([header.width, header.height], [300, 450])
        XCTAssertFalse(header.isComplete)
    }

    func testJPEGMarkersAreWalkedToTheFrameHeader() throws {
        // SOI, an APP0 segment, SOF0 (height 90, width 160), then EOI.
        var data = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 1, 2, 3, 4])
        data.append(contentsOf: [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x5A, 0x00, 0xA0, 0x01, 0x01, 0x11, 0x00])
        data.append(contentsOf: [0xFF, 0xD9])
        let header = try XCTUnwrap(ImageHeader(data))
        XCTAssertEqual(header.format, .jpeg)
        XCTAssertEqual([header.width, header.height], [160, 90])
        XCTAssertTrue(header.isComplete)
    }

    func testDecoderRefusesBadInputWithoutDecoding() {
        let decoder = TextureDecoder(maxBytes: 1000, maxDimension: 8192)
        XCTAssertThrowsError(try decoder.validate(Data("<html>".utf8))) {
            XCTAssertEqual($0 as? ImageLoadError, .notAnImage)
        }
        XCTAssertThrowsError(try decoder.validate(Data())) { XCTAssertEqual($0 as? ImageLoadError, .notAnImage) }
        XCTAssertThrowsError(try decoder.validate(Data(count: 1001))) {
            XCTAssertEqual($0 as? ImageLoadError, .tooLarge)
        }
        XCTAssertThrowsError(try decoder.validate(pngHeader(width: 8193, height: 1))) {
            XCTAssertEqual($0 as? ImageLoadError, .tooManyPixels(width: 8193, height: 1))
        }
        XCTAssertThrowsError(try decoder.validate(pngHeader(width: 10, height: 10))) {
            XCTAssertEqual($0 as? ImageLoadError, .truncated)
        }
    }

    func testMemoryCacheEvictsLeastRecentlyUsedByCost() {
        var cache = MemoryCache<String>(capacity: 10)
        cache.insert("a", cost: 4, for: "a")
        cache.insert("b", cost: 4, for: "b")
        XCTAssertEqual(cache.value(for: "a"), "a")
        cache.insert("c", cost: 4, for: "c")
        XCTAssertNil(cache.value(for: "b"))
        XCTAssertEqual(cache.value(for: "a"), "a")
        XCTAssertEqual(cache.totalCost, 8)
        cache.insert("huge", cost: 11, for: "huge")
        XCTAssertNil(cache.value(for: "huge"))
        XCTAssertEqual(cache.count, 2)
    }

    func testCacheFileNameIsTheSHA256OfTheURL() {
        XCTAssertEqual(
            CacheKey.fileName(for: "abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertTrue(CacheKey.isCacheName(CacheKey.fileName(for: "https://image.tmdb.org/t/p/w185/../../etc/passwd")))
    }

    func testDefaultCacheFolderFollowsXDG() {
        XCTAssertEqual(
            ImagePipelineConfiguration.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "/tmp/c"]).path,
            "/tmp/c/io.github.popcorn.Popcorn/images")
        XCTAssertEqual(
            ImagePipelineConfiguration.defaultCacheDirectory(environment: ["HOME": "/home/u"]).path,
            "/home/u/.cache/io.github.popcorn.Popcorn/images")
    }
}
