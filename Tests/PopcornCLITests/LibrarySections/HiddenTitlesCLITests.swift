import Foundation
import XCTest

/// A hidden series leaves Up Next, the calendar, `popcorn refresh`'s notifications and Explore's carousels, and
/// comes back after `popcorn unhide` (issue 39). Demo catalog: tv/1 "Harbour Lights", season 2 airing weekly from
/// 2017-02-05; tv/2 is in both TV series carousels of Explore.
final class HiddenTitlesCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    private func run(today: String = "2017-02-10", _ arguments: String..., bus: String? = nil) throws
        -> PopcornProcess.Result
    {
        var process = popcorn!
        process.environment["POPCORN_TODAY"] = today
        if let bus { process.environment["DBUS_SESSION_BUS_ADDRESS"] = bus }
        let result = try process.run(["--demo"] + arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return result
    }

    private func upNextSeries() throws -> [Int] {
        try XCTUnwrap(try run("dump", "up-next").json()["items"] as? [[String: Any]]).compactMap {
            $0["seriesID"] as? Int
        }
    }

    private func calendarDays() throws -> Int {
        try XCTUnwrap(try run("dump", "calendar").json()["days"] as? [Any]).count
    }

    func testAHiddenSeriesLeavesUpNextAndTheCalendarUntilUnhidden() throws {
        _ = try run("watched", "add", "tv/1/season/1/episode/1")
        XCTAssertEqual(try upNextSeries(), [1])
        XCTAssertGreaterThan(try calendarDays(), 0)

        _ = try run("hide", "tv/1")
        XCTAssertEqual(try upNextSeries(), [])
        XCTAssertEqual(try calendarDays(), 0)
        XCTAssertEqual(try run("dump", "calendar").json()["status"] as? String, "empty")

        _ = try run("unhide", "tv/1")
        XCTAssertEqual(try upNextSeries(), [1])
        XCTAssertGreaterThan(try calendarDays(), 0)
    }

    func testAHiddenSeriesIsNotAnnouncedAndUnhidingStartsFromANewBaseline() throws {
        _ = try run("watchlist", "add", "tv/1")
        let daemon = try NotificationDaemon(self)
        XCTAssertEqual(try run(today: "2017-02-11", "refresh", bus: daemon.address).stdout, "", "the baseline")
        _ = try run("hide", "tv/1")
        XCTAssertEqual(try run(today: "2017-02-13", "refresh", bus: daemon.address).stdout, "", "S2E2 aired, hidden")
        XCTAssertEqual(daemon.notifications, [])

        _ = try run("unhide", "tv/1")
        XCTAssertEqual(
            try run(today: "2017-02-13", "refresh", bus: daemon.address).stdout, "",
            "what aired while it was hidden is not announced: this refresh is a new baseline")
        let aired = try run(today: "2017-02-20", "refresh", bus: daemon.address)
        XCTAssertEqual(aired.lines.count, 1, aired.stdout)
        XCTAssertTrue(
            aired.lines.first?.hasPrefix("tv/1/season/2/episode/3\tHarbour Lights\tNew episode: S2 · E3 · ") ?? false,
            aired.stdout)
        XCTAssertEqual(daemon.notifications.count, 1)
    }

    func testAHiddenTitleLeavesExploresCarouselsButNotSearch() throws {
        func exploreItems() throws -> [String] {
            let sections = try XCTUnwrap(try run("dump", "explore").json()["sections"] as? [[String: Any]])
            return sections.flatMap { ($0["items"] as? [[String: Any]]) ?? [] }.map {
                "\($0["kind"] ?? "")/\($0["id"] ?? "")"
            }
        }
        XCTAssertTrue(try exploreItems().contains("tvSeries/2"))
        XCTAssertTrue(try exploreItems().contains("movie/19"))
        _ = try run("hide", "tv/2", "movie/19")
        let hidden = try exploreItems()
        XCTAssertFalse(hidden.contains("tvSeries/2"), "\(hidden)")
        XCTAssertFalse(hidden.contains("movie/19"), "\(hidden)")
        XCTAssertTrue(hidden.contains("tvSeries/7"), "other titles stay")
        let search = try run("dump", "search?q=understudies").stdout
        XCTAssertTrue(
            search.contains("\"kind\": \"tvSeries\", \"id\": 2,"), "search results keep hidden titles: \(search)")

        _ = try run("unhide", "tv/2", "movie/19")
        XCTAssertTrue(try exploreItems().contains("tvSeries/2"))
        XCTAssertTrue(try exploreItems().contains("movie/19"))
    }
}
