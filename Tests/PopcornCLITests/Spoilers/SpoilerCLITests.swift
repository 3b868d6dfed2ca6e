import Foundation
import XCTest

/// Spoiler protection in `popcorn dump` and `popcorn refresh` on the demo catalog ("Harbour Lights", `tv/1`),
/// with the GSettings key `spoiler-protection` set in a keyfile as Preferences would: the unwatched
/// episodes' overview and still are left out and their name is "Episode N", each marked `spoilerHidden`.
final class SpoilerCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        let watched = try popcorn.run("--demo", "watched", "add", "tv/1/season/1/episode/1", "--date", "2017-01-02")
        XCTAssertEqual(watched.status, 0, watched.stderr)
    }

    /// Turns spoiler protection `on` or off as Preferences would.
    private func protect(_ on: Bool) throws {
        try popcorn.useSettings("spoiler-protection=\(on)")
    }

    private func dump(_ route: String, today: String = "2024-06-01") throws -> [String: Any] {
        var process = popcorn!
        process.environment["POPCORN_TODAY"] = today
        let result = try process.run("--demo", "dump", route)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try result.json()
    }

    private func episodes(of season: [String: Any]) throws -> [Int: [String: Any]] {
        let list = try XCTUnwrap(season["episodes"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.map { ($0["episodeNumber"] as? Int ?? -1, $0) })
    }

    func testWithProtectionOnTheSeasonDumpHidesOnlyTheUnwatchedEpisodes() throws {
        try protect(true)
        let episodes = try episodes(of: try dump("tv/1/season/1"))
        let watched = try XCTUnwrap(episodes[1])
        XCTAssertEqual(watched["spoilerHidden"] as? Bool, false)
        XCTAssertEqual(watched["watched"] as? Bool, true)
        XCTAssertNotNil(watched["overview"] as? String, "a watched episode keeps its overview")
        XCTAssertNotEqual(watched["name"] as? String, "Episode 1")
        let unwatched = try XCTUnwrap(episodes[2])
        XCTAssertEqual(unwatched["spoilerHidden"] as? Bool, true)
        XCTAssertNil(unwatched["overview"], "the overview is left out: \(unwatched)")
        XCTAssertNil(unwatched["stillURL"], "the still is left out: \(unwatched)")
        XCTAssertEqual(unwatched["name"] as? String, "Episode 2")
        XCTAssertEqual(unwatched["watched"] as? Bool, false)
    }

    func testWithProtectionOnTheEpisodeDumpHidesAnUnwatchedEpisode() throws {
        try protect(true)
        let hidden = try dump("tv/1/season/1/episode/2")
        XCTAssertEqual(hidden["spoilerHidden"] as? Bool, true)
        XCTAssertNil(hidden["overview"], "\(hidden)")
        XCTAssertNil(hidden["stillURL"], "\(hidden)")
        XCTAssertEqual(hidden["name"] as? String, "Episode 2")
        let shown = try dump("tv/1/season/1/episode/1")
        XCTAssertEqual(shown["spoilerHidden"] as? Bool, false)
        XCTAssertNotNil(shown["overview"] as? String)
        XCTAssertNotEqual(shown["name"] as? String, "Episode 1")
    }

    func testWithProtectionOffNothingIsHidden() throws {
        try protect(false)
        for (number, episode) in try episodes(of: try dump("tv/1/season/1")) {
            XCTAssertEqual(episode["spoilerHidden"] as? Bool, false, "episode \(number)")
            XCTAssertNotNil(episode["overview"] as? String, "episode \(number)")
        }
        let episode = try dump("tv/1/season/1/episode/2")
        XCTAssertEqual(episode["spoilerHidden"] as? Bool, false)
        XCTAssertNotNil(episode["overview"] as? String)
    }

    func testWithProtectionOnTheCalendarNamesUnwatchedEpisodesByNumber() throws {
        XCTAssertEqual(try popcorn.run("--demo", "watchlist", "add", "tv/1").status, 0)
        XCTAssertEqual(try popcorn.run("--demo", "watched", "add", "tv/1/season/2/episode/1").status, 0)
        try protect(true)
        let days = try XCTUnwrap(try dump("calendar", today: "2017-02-10")["days"] as? [[String: Any]])
        let items = days.flatMap { $0["items"] as? [[String: Any]] ?? [] }
        let first = try XCTUnwrap(items.first { $0["route"] as? String == "tv/1/season/2/episode/1" })
        XCTAssertEqual(first["spoilerHidden"] as? Bool, false, "watched")
        XCTAssertEqual(first["name"] as? String, "The Window's Return")
        let second = try XCTUnwrap(items.first { $0["route"] as? String == "tv/1/season/2/episode/2" })
        XCTAssertEqual(second["spoilerHidden"] as? Bool, true)
        XCTAssertEqual(second["name"] as? String, "Episode 2")
    }

    func testWithProtectionOnANewEpisodeIsNotifiedWithoutItsName() throws {
        XCTAssertEqual(try popcorn.run("--demo", "watchlist", "add", "tv/1").status, 0)
        try protect(true)
        let daemon = try NotificationDaemon(self)
        var process = popcorn!
        process.environment["DBUS_SESSION_BUS_ADDRESS"] = daemon.address
        process.environment["POPCORN_TODAY"] = "2017-02-11"
        XCTAssertEqual(try process.run("--demo", "refresh").status, 0, "the baseline")
        process.environment["POPCORN_TODAY"] = "2017-02-13"
        let aired = try process.run("--demo", "refresh")
        XCTAssertEqual(aired.status, 0, aired.stderr)
        XCTAssertEqual(aired.lines, ["tv/1/season/2/episode/2\tHarbour Lights\tNew episode: S2 · E2"])
        let notifications = daemon.notifications
        XCTAssertEqual(notifications.count, 1, "\(notifications)")
        XCTAssertTrue(
            notifications.first?.contains("<'Harbour Lights'>, <'New episode: S2 · E2'>") ?? false, "\(notifications)")
        XCTAssertFalse(notifications.first?.contains("Distant Bridge") ?? true, "\(notifications)")
    }
}
