import Foundation
import XCTest

/// `popcorn dump calendar`, `popcorn calendar export FILE` and `popcorn refresh`, run as a user (or the
/// systemd timer) would, on the demo catalog with `tv/1` ("Harbour Lights") on the watchlist. Season 2
/// airs weekly from 2017-02-05 to 2017-03-19.
final class CalendarCLITests: XCTestCase {
    var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        let added = try popcorn.run("--demo", "watchlist", "add", "tv/1")
        XCTAssertEqual(added.status, 0, added.stderr)
    }

    func run(today: String, _ arguments: String..., bus: String? = nil) throws -> PopcornProcess.Result {
        var process = popcorn!
        process.environment["POPCORN_TODAY"] = today
        if let bus { process.environment["DBUS_SESSION_BUS_ADDRESS"] = bus }
        return try process.run(["--demo"] + arguments)
    }

    func testTheCalendarDumpShowsTheWindowsDaysAscending() throws {
        let result = try run(today: "2017-02-10", "dump", "calendar")
        XCTAssertEqual(result.status, 0, result.stderr)
        let dump = try result.json()
        XCTAssertEqual(dump["route"] as? String, "calendar")
        XCTAssertEqual(dump["status"] as? String, "ready")
        let days = try XCTUnwrap(dump["days"] as? [[String: Any]])
        XCTAssertEqual(
            days.map { $0["date"] as? String },
            ["2017-02-05", "2017-02-12", "2017-02-19", "2017-02-26", "2017-03-05", "2017-03-12"],
            "S2E1 a week back, then weekly; nothing after 2017-03-12 (S2E7 airs 2017-03-19)")
        let first = try XCTUnwrap((days[0]["items"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["seriesID"] as? Int, 1)
        XCTAssertEqual(first["seriesName"] as? String, "Harbour Lights")
        XCTAssertEqual(first["seasonNumber"] as? Int, 2)
        XCTAssertEqual(first["episodeNumber"] as? Int, 1)
        XCTAssertEqual(first["name"] as? String, "The Window's Return")
        XCTAssertEqual(first["route"] as? String, "tv/1/season/2/episode/1")
        let second = try XCTUnwrap((days[1]["items"] as? [[String: Any]])?.first)
        XCTAssertEqual(second["route"] as? String, "tv/1/season/2/episode/2")

        // Not following it any more: nothing to show.
        XCTAssertEqual(try popcorn.run("--demo", "watchlist", "remove", "tv/1").status, 0)
        let empty = try run(today: "2017-02-10", "dump", "calendar").json()
        XCTAssertEqual(empty["status"] as? String, "empty")
        XCTAssertEqual((empty["days"] as? [Any])?.count, 0)
    }

    func testTwoExportsGiveTheSameUIDsAndAnAllDayEvent() throws {
        let first = popcorn.home + "/first.ics"
        let second = popcorn.home + "/second.ics"
        let exported = try run(today: "2017-02-10", "calendar", "export", first)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertEqual(exported.stdout, "7 episodes written to \(first)\n", "S2E1 to S2E7: 90 days ahead")
        XCTAssertEqual(try run(today: "2017-02-10", "calendar", "export", second).status, 0)
        func uids(_ path: String) throws -> [String] {
            try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\r\n")
                .filter { $0.hasPrefix("UID:") }
        }
        XCTAssertEqual(try uids(first).count, 7)
        XCTAssertEqual(try uids(first), try uids(second))
        let text = try String(contentsOfFile: first, encoding: .utf8)
        XCTAssertTrue(text.contains("DTSTART;VALUE=DATE:20170212\r\n"), text)
        XCTAssertTrue(text.contains("SUMMARY:Harbour Lights — S2E2 · The Distant Bridge\r\n"), text)
    }

    func testAnExportIntoAMissingFolderExits1AndWritesNothing() throws {
        let target = popcorn.home + "/missing/episodes.ics"
        let result = try run(today: "2017-02-10", "calendar", "export", target)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("could not be written to \(target)"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: popcorn.home + "/missing"))
        XCTAssertEqual(
            try run(today: "2017-02-10", "calendar", "export").status, 2,
            "no FILE: a usage error (exit 2)")
    }

    func testRefreshNotifiesEachNewEpisodeOnceAfterABaseline() throws {
        let daemon = try NotificationDaemon(self)
        let baseline = try run(today: "2017-02-11", "refresh", bus: daemon.address)
        XCTAssertEqual(baseline.status, 0, baseline.stderr)
        XCTAssertEqual(baseline.stdout, "")
        XCTAssertEqual(daemon.notifications, [], "the first refresh records a baseline")

        let aired = try run(today: "2017-02-13", "refresh", bus: daemon.address)
        XCTAssertEqual(aired.status, 0, aired.stderr)
        XCTAssertEqual(
            aired.lines, ["tv/1/season/2/episode/2\tHarbour Lights\tNew episode: S2 · E2 · The Distant Bridge"])
        let notifications = daemon.notifications
        XCTAssertEqual(notifications.count, 1, "\(notifications)")
        XCTAssertTrue(
            notifications.first?.contains("<'Harbour Lights'>, <'New episode: S2 · E2 · The Distant Bridge'>")
                ?? false, "\(notifications)")
        XCTAssertTrue(
            notifications.first?.contains("'desktop-entry': <'io.github.popcorn.Popcorn'>") ?? false,
            "\(notifications)")

        let again = try run(today: "2017-02-13", "refresh", bus: daemon.address)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, "")
        XCTAssertEqual(daemon.notifications.count, 1, "an episode is never notified twice")
    }

    func testRefreshWithoutANotificationServerRecordsNothing() throws {
        let bus = try NotificationDaemon(self, withServer: false)
        let result = try run(today: "2017-02-11", "refresh", bus: bus.address)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("No notification server"), result.stderr)
        let daemon = try NotificationDaemon(self)
        XCTAssertEqual(
            try run(today: "2017-02-13", "refresh", bus: daemon.address).stdout, "",
            "the refused refresh recorded no baseline: this one is the baseline")
    }

    func testRefreshWithoutASessionBusRecordsNothing() throws {
        let result = try run(today: "2017-02-11", "refresh", bus: "unix:path=/nonexistent/bus")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("No D-Bus session bus"), result.stderr)
        // With a bus the first refresh is still the baseline: the failed one recorded nothing.
        let daemon = try NotificationDaemon(self)
        XCTAssertEqual(try run(today: "2017-02-13", "refresh", bus: daemon.address).stdout, "")
        XCTAssertEqual(daemon.notifications, [])
    }
}

extension CalendarCLITests {
    func testWithNotificationsTurnedOffARefreshRecordsButSendsNothing() throws {
        let settings = popcorn.home + "/config/glib-2.0/settings"
        try FileManager.default.createDirectory(atPath: settings, withIntermediateDirectories: true)
        try "[io/github/popcorn/Popcorn]\nnew-episode-notifications=false\n"
            .write(toFile: settings + "/keyfile", atomically: true, encoding: .utf8)
        popcorn.environment["GSETTINGS_BACKEND"] = "keyfile"
        let daemon = try NotificationDaemon(self)
        XCTAssertEqual(try run(today: "2017-02-11", "refresh", bus: daemon.address).status, 0)
        let off = try run(today: "2017-02-13", "refresh", bus: daemon.address)
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertEqual(off.lines.count, 1, "S2E2 is recorded as announced")
        XCTAssertEqual(daemon.notifications, [], "but no notification is sent")

        try "[io/github/popcorn/Popcorn]\nnew-episode-notifications=true\n"
            .write(toFile: settings + "/keyfile", atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try run(today: "2017-02-13", "refresh", bus: daemon.address).stdout, "",
            "turning notifications on later does not announce what aired while they were off")
        XCTAssertEqual(try run(today: "2017-02-20", "refresh", bus: daemon.address).lines.count, 1)
        XCTAssertEqual(daemon.notifications.count, 1)
    }
}
