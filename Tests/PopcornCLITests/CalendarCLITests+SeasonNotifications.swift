import Foundation
import XCTest

/// `popcorn notify tv/ID whole-season` and `popcorn refresh`, in the calendar suite's setting (the demo catalog,
/// `tv/1` "Harbour Lights" on the watchlist: season 2 airs weekly from 2017-02-05 to 2017-03-19, E7).
/// Notifications go to python-dbusmock's notification daemon.
extension CalendarCLITests {
    func testWholeSeasonNotifiesOnceOnTheDayTheLastEpisodeAirs() throws {
        let chosen = try run(today: "2017-02-01", "notify", "tv/1", "whole-season")
        XCTAssertEqual(chosen.status, 0, chosen.stderr)
        let daemon = try NotificationDaemon(self)
        XCTAssertEqual(try run(today: "2017-02-01", "refresh", bus: daemon.address).stdout, "", "the baseline")
        for day in ["2017-02-05", "2017-02-13", "2017-03-12", "2017-03-18"] {
            let before = try run(today: day, "refresh", bus: daemon.address)
            XCTAssertEqual(before.status, 0, before.stderr)
            XCTAssertEqual(before.stdout, "", "\(day): season 2 is not out yet")
        }
        XCTAssertEqual(daemon.notifications, [], "nothing before the season's last episode airs")

        let out = try run(today: "2017-03-19", "refresh", bus: daemon.address)
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertEqual(out.lines, ["tv/1/season/2/episode/1\tHarbour Lights\t7 new episodes: S2 · E1 to S2 · E7"])
        XCTAssertEqual(daemon.notifications.count, 1, "\(daemon.notifications)")
        XCTAssertEqual(try run(today: "2017-03-20", "refresh", bus: daemon.address).stdout, "", "never twice")
        XCTAssertEqual(daemon.notifications.count, 1)
    }

    func testEachEpisodeNeverAndBadChoices() throws {
        let daemon = try NotificationDaemon(self)
        XCTAssertEqual(try run(today: "2017-02-01", "notify", "tv/1", "never").status, 0)
        XCTAssertEqual(try run(today: "2017-02-01", "refresh", bus: daemon.address).stdout, "")
        XCTAssertEqual(try run(today: "2017-02-06", "refresh", bus: daemon.address).stdout, "", "never: not followed")
        XCTAssertEqual(try run(today: "2017-02-06", "notify", "tv/1", "each-episode").status, 0)
        XCTAssertEqual(try run(today: "2017-02-06", "refresh", bus: daemon.address).stdout, "", "a new baseline")
        XCTAssertEqual(
            try run(today: "2017-02-12", "refresh", bus: daemon.address).lines,
            ["tv/1/season/2/episode/2\tHarbour Lights\tNew episode: S2 · E2 · The Distant Bridge"])

        for arguments in [["notify", "tv/1", "sometimes"], ["notify", "movie/1", "never"], ["notify", "tv/1"]] {
            let refused = try run(today: "2017-02-12", arguments: arguments)
            XCTAssertEqual(refused.status, 2, "\(arguments): \(refused.stderr)")
        }
        XCTAssertEqual(try run(today: "2017-02-12", "notify", "tv/999", "never").status, 1, "no such series")
    }

    private func run(today: String, arguments: [String]) throws -> PopcornProcess.Result {
        var process = popcorn!
        process.environment["POPCORN_TODAY"] = today
        return try process.run(["--demo"] + arguments)
    }
}
