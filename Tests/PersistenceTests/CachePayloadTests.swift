import Catalog
import Foundation
import XCTest

@testable import Persistence

/// The cache's binary payloads: every kind of `Codable` value the catalog caches comes back equal, and a
/// damaged payload is a decoding error, never a crash.
final class CachePayloadTests: XCTestCase {
    private func roundTrip<Value: Codable & Equatable>(
        _ value: Value, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let payload = try CachePayload.encode(value)
        let decoded = try payload.withUnsafeBytes { try CachePayload.decode(Value.self, from: $0) }
        XCTAssertEqual(decoded, value, file: file, line: line)
    }

    private struct Everything: Codable, Equatable {
        enum Shape: Codable, Equatable {
            case circle(radius: Double)
            case named(String, sides: Int)
            case none
        }

        var text = "Ünïcödé 🍿"
        var empty = ""
        var integers: [Int] = [0, -1, .max, .min]
        var small: Int8 = -7
        var unsigned: UInt64 = .max
        var float: Float = 1.5
        var flag = true
        var missing: String?
        var present: Int? = 3
        var shapes: [Shape] = [.circle(radius: 2), .named("hex", sides: 6), .none]
        var lookup: [String: [Int]] = ["a": [1], "b": []]
        var byID: [Int: String] = [7: "seven"]
        var nested: [[String?]] = [["x", nil], []]
    }

    func testEveryKindOfValueComesBackEqual() throws {
        try roundTrip(Everything())
        try roundTrip([Everything(), Everything(text: "second", missing: "here")])
    }

    func testCatalogValuesComeBackEqual() throws {
        let still = ImageURLSet(kind: .still, baseURL: "https://image.tmdb.org/t/p/", path: "/a.jpg")
        let demo = ImageURLSet(kind: .poster, baseURL: "file:///demo/", path: "b.png", sizes: [.width(185), .original])
        let profile = ImageURLSet(
            kind: .profile, baseURL: "https://image.tmdb.org/t/p/", path: "/c.jpg",
            sizes: [.height(632), .width(45)])
        let episode = TVEpisode(
            id: 1, tvSeriesID: 2, seasonNumber: 3, episodeNumber: 4, name: "Pilot",
            overview: "Overview", airDate: CalendarDate(year: 2008, month: 1, day: 20),
            runtime: 58, still: still)
        try roundTrip(episode)
        try roundTrip(TVEpisode(id: 1, tvSeriesID: 2, seasonNumber: 0, episodeNumber: 1, name: ""))
        try roundTrip([demo, profile, still])
        try roundTrip(
            Page(page: 1, totalPages: 2, totalResults: 3, results: [MediaItem.movie(MovieSummary(id: 3, title: "T"))]))
        try roundTrip(ExternalTitle?.none)
        try roundTrip(ExternalTitle?.some(.episode(EpisodeKey(seriesID: 1, season: 2, episode: 3))))
    }

    func testImageSetsWithTheKindsSizesLeaveThemOut() throws {
        let tmdb = ImageURLSet(kind: .poster, baseURL: "https://image.tmdb.org/t/p/", path: "/a.jpg")
        let demo = ImageURLSet(
            kind: .poster, baseURL: "https://image.tmdb.org/t/p/", path: "/a.jpg",
            sizes: [.width(92)])
        XCTAssertLessThan(try CachePayload.encode(tmdb).count, try CachePayload.encode(demo).count)
        XCTAssertEqual(
            String(
                decoding: try JSONEncoder().encode([ImageSize.width(92), .height(632), .original]),
                as: UTF8.self), #"["w92","h632","original"]"#, "a size is coded as its path segment")
    }

    func testDamagedPayloadsAreDecodingErrors() throws {
        let payload = try CachePayload.encode(Everything())
        XCTAssertThrowsError(
            try Data("{\"id\":1}".utf8).withUnsafeBytes { try CachePayload.decode(Everything.self, from: $0) })
        for length in [0, 1, 4, 5, payload.count / 2, payload.count - 1] {
            XCTAssertThrowsError(
                try Array(payload.prefix(length)).withUnsafeBytes {
                    try CachePayload.decode(Everything.self, from: $0)
                }, "cut at \(length)")
        }
        for index in stride(from: 1, to: payload.count, by: 7) {
            var damaged = payload
            damaged[index] ^= 0xFF
            // Any outcome but a crash: an error, or a value (a flipped byte inside a string or number).
            _ = try? damaged.withUnsafeBytes { try CachePayload.decode(Everything.self, from: $0) }
        }
        XCTAssertThrowsError(try payload.withUnsafeBytes { try CachePayload.decode(TVEpisode.self, from: $0) })
    }
}
