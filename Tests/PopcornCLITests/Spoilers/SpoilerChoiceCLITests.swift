import Foundation
import XCTest

/// A series' own spoiler choice (`popcorn spoilers tv/ID hide|show|default`, the series page menu's
/// "Spoilers") over the Preferences switch, in `popcorn dump` of the demo catalog.
final class SpoilerChoiceCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    private func choose(_ route: String, _ choice: String) throws {
        let result = try popcorn.run("--demo", "spoilers", route, choice)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// Whether each episode of `route`'s dump is hidden, by episode number.
    private func hidden(_ route: String) throws -> [Int: Bool] {
        let result = try popcorn.run("--demo", "dump", route)
        XCTAssertEqual(result.status, 0, result.stderr)
        let season: [String: Any] = try result.json()
        let episodes = try XCTUnwrap(season["episodes"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: episodes.map {
                ($0["episodeNumber"] as? Int ?? -1, $0["spoilerHidden"] as? Bool ?? false)
            })
    }

    func testAlwaysHideProtectsOneSeriesWithProtectionOff() throws {
        try popcorn.useSettings("spoiler-protection=false")
        try choose("tv/1", "hide")
        let series = try hidden("tv/1/season/1")
        XCTAssertFalse(series.isEmpty)
        XCTAssertEqual(Set(series.values), [true], "every unwatched episode of tv/1 is hidden: \(series)")
        let other = try hidden("tv/2/season/1")
        XCTAssertFalse(other.isEmpty)
        XCTAssertEqual(Set(other.values), [false], "another series follows Preferences: \(other)")
    }

    func testAlwaysShowUnprotectsOneSeriesWithProtectionOn() throws {
        try popcorn.useSettings("spoiler-protection=true")
        try choose("tv/1", "show")
        XCTAssertEqual(Set(try hidden("tv/1/season/1").values), [false])
        XCTAssertEqual(Set(try hidden("tv/2/season/1").values), [true], "another series follows Preferences")
        try choose("tv/1", "default")
        XCTAssertEqual(Set(try hidden("tv/1/season/1").values), [true], "default follows Preferences again")
    }

    func testABadChoiceIsAUsageError() throws {
        let result = try popcorn.run("--demo", "spoilers", "tv/1", "sometimes")
        XCTAssertEqual(result.status, 2, result.stderr)
        let movie = try popcorn.run("--demo", "spoilers", "movie/1", "hide")
        XCTAssertEqual(movie.status, 2, movie.stderr)
    }
}
