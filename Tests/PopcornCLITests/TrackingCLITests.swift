import Foundation
import XCTest

/// `popcorn watched …`, `popcorn rate …` and the tracking dumps, run as a user would, on the demo catalog.
final class TrackingCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    private func run(today: String? = nil, _ arguments: String...) throws -> PopcornProcess.Result {
        var process = popcorn!
        if let today { process.environment["POPCORN_TODAY"] = today }
        return try process.run(["--demo"] + arguments)
    }

    /// The issue's scenario on `tv/1`, step by step.
    func testWatchedProgressUpNextRewatchAndRating() throws {
        XCTAssertEqual(try run(today: "2100-01-01", "watched", "add", "tv/1/season/1/episode/1").status, 0)
        XCTAssertEqual(try run(today: "2100-01-01", "watched", "add", "tv/1/season/1/episode/2").status, 0)
        let upNext = try run(today: "2100-01-01", "dump", "up-next").json()
        let items = try XCTUnwrap(upNext["items"] as? [[String: Any]])
        XCTAssertEqual(upNext["status"] as? String, "ready")
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items.first?["seriesID"] as? Int, 1)
        XCTAssertEqual(items.first?["seasonNumber"] as? Int, 1)
        XCTAssertEqual(items.first?["episodeNumber"] as? Int, 3)
        XCTAssertEqual(items.first?["route"] as? String, "tv/1/season/1/episode/3")

        let season = try run(today: "2017-02-13", "watched", "add", "tv/1/season/2")
        XCTAssertEqual(season.status, 0, season.stderr)
        XCTAssertEqual(
            season.lines.map { $0.split(separator: "\t")[0] },
            ["tv/1/season/2/episode/1", "tv/1/season/2/episode/2"], "only the aired episodes")
        let waiting = try XCTUnwrap(try run(today: "2017-02-13", "dump", "up-next").json()["items"] as? [[String: Any]])
        XCTAssertEqual(
            waiting.first?["route"] as? String, "tv/1/season/2/episode/3",
            "every aired episode after the furthest is watched: the next one, airing later, stays")
        XCTAssertEqual(waiting.first?["hasAired"] as? Bool, false)
        let series = try run(today: "2017-02-13", "dump", "tv/1").json()
        let progress = try XCTUnwrap(series["progress"] as? [String: Int])
        XCTAssertEqual(progress, ["watched": 4, "aired": 10])
        let seasonDump = try run(today: "2017-02-13", "dump", "tv/1/season/2").json()
        let watched = try XCTUnwrap(seasonDump["episodes"] as? [[String: Any]]).map { $0["watched"] as? Bool }
        XCTAssertEqual(watched.prefix(3), [true, true, false])

        XCTAssertEqual(try run("watched", "add", "tv/1/season/1/episode/1", "--date", "2020-01-02").status, 0)
        XCTAssertEqual(try run("dump", "tv/1/season/1/episode/1").json()["watchCount"] as? Int, 2, "a rewatch")
        XCTAssertEqual(try run("watched", "remove", "tv/1/season/1/episode/1").status, 0)
        XCTAssertEqual(try run("dump", "tv/1/season/1/episode/1").json()["watchCount"] as? Int, 1)

        XCTAssertEqual(try run("rate", "tv/1", "8").status, 0)
        XCTAssertEqual(try run("dump", "tv/1").json()["rating"] as? Int, 8)
        XCTAssertEqual(try run("rate", "tv/1", "--clear").status, 0)
        XCTAssertTrue(try run("dump", "tv/1").json()["rating"] is NSNull)
    }

    func testBadInputExitsTwoAndMissingTitlesExitOne() throws {
        for arguments in [
            ["rate", "tv/1", "11"], ["rate", "tv/1", "0"], ["rate", "tv/1"], ["rate", "tv/1", "5", "--clear"],
            ["rate", "tv/1/season/1", "5"],
            ["watched", "add", "tv/1/season/1/episode/1", "--date", "31/02/2020"],
            ["watched", "add", "tv/1/season/1/episode/1", "--date", "2020-02-31"],
            ["watched", "add", "nonsense/1"], ["watched", "add", "person/1"], ["watched", "add", "tv/x"],
            ["watched", "remove", "tv/1/season/1"], ["watched"],
        ] {
            let result = try popcorn.run(["--demo"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.isEmpty, "\(arguments) says why")
        }
        for arguments in [
            ["watched", "add", "tv/1/season/99"], ["watched", "add", "movie/999"],
            ["rate", "movie/999", "5"], ["watched", "remove", "movie/1"],
        ] {
            let result = try popcorn.run(["--demo"] + arguments)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.isEmpty, "\(arguments) says why")
        }
        XCTAssertEqual(try run("watched", "list").stdout, "", "nothing was written")
        var badToday = popcorn!
        badToday.environment["POPCORN_TODAY"] = "13/02/2017"
        let result = try badToday.run("--demo", "dump", "up-next")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("POPCORN_TODAY"), result.stdout)
    }

    func testListIsNewestFirstWithUTCTimesAndHistoryPages() throws {
        XCTAssertEqual(try run("watched", "add", "movie/3", "--date", "2021-05-01").status, 0)
        XCTAssertEqual(try run(today: "2100-01-01", "watched", "add", "tv/5").status, 0, "20 aired episodes")
        let list = try run("watched", "list")
        XCTAssertEqual(list.lines.count, 21)
        XCTAssertEqual(list.lines.last, "movie/3\t2021-05-01T00:00:00Z")
        XCTAssertNotNil(
            list.lines.first?.range(
                of: #"^tv/5/season/\d+/episode/\d+\t\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#,
                options: .regularExpression), list.lines.first ?? "")

        let first = try run("dump", "history").json()
        XCTAssertEqual(first["page"] as? Int, 1)
        XCTAssertEqual(first["totalPages"] as? Int, 2)
        XCTAssertEqual((first["items"] as? [Any])?.count, 20)
        let second = try run("dump", "history?page=2").json()
        let items = try XCTUnwrap(second["items"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["route"] as? String }, ["movie/3"])
        XCTAssertEqual(items.first?["title"] as? String, "Paper Orchard")
        XCTAssertEqual(items.first?["watchedAt"] as? String, "2021-05-01T00:00:00Z")
        XCTAssertEqual(try run("dump", "history?page=0").status, 2)
    }

    /// A process killed (SIGKILL) at any moment of marking a season leaves all of its plays or none, and
    /// an intact database. The kills spread from the start to a quarter past the time a whole mark takes.
    func testKilledSeasonMarkLeavesAllOrNone() throws {
        var environment = popcorn.environment
        environment["POPCORN_TODAY"] = "2100-01-01"
        func startMark() throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: PopcornProcess.executable)
            process.arguments = ["--demo", "watched", "add", "tv/5/season/1"]
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        // How long a whole mark takes on this machine, so that the kills spread over all of it (a fixed
        // spread missed the commit on a loaded machine).
        let clock = ContinuousClock()
        let whole = try clock.measure {
            let process = try startMark()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "a mark that is not killed succeeds")
        }
        XCTAssertEqual(try run("watched", "remove", "tv/5/season/1", "--all").status, 0)
        let step = whole / 18
        var outcomes: [Int: Int] = [:]
        for attempt in 0..<24 {
            let process = try startMark()
            usleep(useconds_t(step * attempt / .microseconds(1)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let plays = try run("watched", "list").lines.filter { $0.hasPrefix("tv/5/season/1/") }.count
            outcomes[plays, default: 0] += 1
            XCTAssertTrue(plays == 0 || plays == 10, "attempt \(attempt): \(plays) of 10 plays")
            if plays > 0 { XCTAssertEqual(try run("watched", "remove", "tv/5/season/1", "--all").status, 0) }
        }
        XCTAssertNotNil(outcomes[0], "some kills came before the commit: \(outcomes)")
        XCTAssertNotNil(outcomes[10], "some kills came after the commit: \(outcomes)")
        XCTAssertEqual(try PopcornProcess.integrityCheck(popcorn.demoLibraryFile), "ok")
    }
}
