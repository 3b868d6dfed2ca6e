import Foundation
import XCTest

/// `popcorn export` and `popcorn import`, run as a user would on the demo catalog: the issue's two
/// libraries, bad files, Trakt and Letterboxd exports, usage errors, and a kill -9 in the middle of a large
/// import.
final class TransferCLITests: XCTestCase {
    private func library() throws -> PopcornProcess { try PopcornProcess(self) }

    private func run(_ popcorn: PopcornProcess, _ arguments: String...) throws -> PopcornProcess.Result {
        try popcorn.run(["--demo"] + arguments)
    }

    /// Library A: watchlist movie/19 and tv/1, a play of tv/1/season/1/episode/1 on 2020-05-01, rating 7 on movie/19.
    private func libraryA() throws -> PopcornProcess {
        let a = try library()
        for arguments in [
            ["watchlist", "add", "movie/19"], ["watchlist", "add", "tv/1"],
            ["watched", "add", "tv/1/season/1/episode/1", "--date", "2020-05-01"], ["rate", "movie/19", "7"],
        ] {
            let result = try a.run(["--demo"] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        return a
    }

    /// What the three list commands and the rating show.
    private func state(_ popcorn: PopcornProcess) throws -> [String] {
        let rating = try run(popcorn, "dump", "movie/19").json()["rating"] as? Int
        return try run(popcorn, "watchlist", "list").lines + run(popcorn, "watched", "list").lines + [
            "rating \(rating ?? 0)"
        ]
    }

    func testExportThenImportIntoAnEmptyLibraryGivesTheSameLibraryAndAgainChangesNothing() throws {
        let a = try libraryA()
        let backup = a.home + "/backup.json"
        let exported = try run(a, "export", backup)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let b = try library()
        let imported = try run(b, "import", backup)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(
            imported.lines, ["Imported — plays: 1, ratings: 1, watchlist entries: 2; duplicates skipped: 0."])
        XCTAssertEqual(try state(b), try state(a))
        XCTAssertEqual(try state(b), ["tv/1", "movie/19", "tv/1/season/1/episode/1\t2020-05-01T00:00:00Z", "rating 7"])
        let again = try run(b, "import", backup)
        XCTAssertEqual(again.lines, ["Imported — plays: 0, ratings: 0, watchlist entries: 0; duplicates skipped: 4."])
        XCTAssertEqual(try state(b), try state(a))
        let second = b.home + "/second.json"
        XCTAssertEqual(try run(b, "export", second).status, 0)
        func withoutStamp(_ path: String) throws -> String {
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
                .filter { !$0.contains("exportedAt") }.joined(separator: "\n")
        }
        XCTAssertEqual(try withoutStamp(second), try withoutStamp(backup), "export → import → export: the same content")
    }

    func testATruncatedOrBinaryFileExits1AndChangesNothing() throws {
        let a = try libraryA()
        let backup = a.home + "/backup.json"
        XCTAssertEqual(try run(a, "export", backup).status, 0)
        let text = try String(contentsOfFile: backup, encoding: .utf8)
        try String(text.prefix(text.count / 2)).write(
            toFile: a.home + "/truncated.json", atomically: true, encoding: .utf8)
        try Data((0..<512).map { UInt8(($0 * 37) % 256) }).write(to: URL(fileURLWithPath: a.home + "/binary.json"))
        let before = try state(a)
        let libraryBytes = try Data(contentsOf: URL(fileURLWithPath: a.demoLibraryFile))
        for (name, arguments) in [
            ("truncated.json", ["import"]), ("binary.json", ["import"]),
            ("binary.json", ["import", "--from", "letterboxd"]),
            ("truncated.json", ["import", "--from", "trakt"]),
        ] {
            let result = try a.run(["--demo"] + arguments + [a.home + "/" + name])
            XCTAssertEqual(result.status, 1, "\(name): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains(name) && result.stderr.contains("line "), result.stderr)
            XCTAssertTrue(result.stderr.contains("Nothing was imported."), result.stderr)
        }
        XCTAssertEqual(try state(a), before)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: a.demoLibraryFile)), libraryBytes,
            "not a byte of the library changed")
        let missing = try run(a, "import", a.home + "/nowhere.json")
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("nowhere.json cannot be read"), missing.stderr)
    }

    func testTraktHistoryLandsBothPlays() throws {
        let popcorn = try library()
        let history = popcorn.home + "/history.json"
        try """
        [{"id": 1, "watched_at": "2021-03-04T20:15:00.000Z", "action": "watch", "type": "episode",
          "episode": {"season": 1, "number": 2, "ids": {"tmdb": 10102}},
          "show": {"title": "Harbour Lights", "year": 2016, "ids": {"tmdb": 1}}},
         {"id": 2, "watched_at": "2021-03-05T21:00:00.000Z", "action": "scrobble", "type": "movie",
          "movie": {"title": "Moonlit Static", "year": 2026, "ids": {"tmdb": 19}}}]
        """.write(toFile: history, atomically: true, encoding: .utf8)
        let result = try run(popcorn, "import", "--from", "trakt", history)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            try run(popcorn, "watched", "list").lines,
            ["movie/19\t2021-03-05T21:00:00Z", "tv/1/season/1/episode/2\t2021-03-04T20:15:00Z"])
    }

    func testALetterboxdDiaryRowBecomesAPlayAndARatingAndAnUnknownFilmIsReported() throws {
        let popcorn = try library()
        let diary = popcorn.home + "/diary.csv"
        try """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2023-06-01,Moonlit Static,2026,https://boxd.it/abc1,3.5,,,2023-05-31
        2023-06-02,A Film That Does Not Exist,2026,https://boxd.it/abc2,4,,,2023-06-02

        """.write(toFile: diary, atomically: true, encoding: .utf8)
        let result = try run(popcorn, "import", "--from", "letterboxd", diary)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.lines,
            [
                "Imported — plays: 1, ratings: 1, watchlist entries: 0; duplicates skipped: 0.",
                "Not imported (1):",
                "  \(diary), line 3: A Film That Does Not Exist (2026) — TMDb has no such title.",
            ])
        XCTAssertEqual(try run(popcorn, "watched", "list").lines, ["movie/19\t2023-05-31T00:00:00Z"])
        XCTAssertEqual(try run(popcorn, "dump", "movie/19").json()["rating"] as? Int, 7)
    }

    func testIMDbRatingsAreFoundByTheirIMDbIDs() throws {
        let popcorn = try library()
        let ratings = popcorn.home + "/ratings.csv"
        try """
        Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
        tt9100019,8,2024-01-02,Moonlit Static,https://www.imdb.com/title/tt9100019/,Movie,7.1,101,2026,Drama,1000,2026-03-01,
        tt93010102,9,2024-01-03,Before the Key,https://www.imdb.com/title/tt93010102/,TV Episode,7.5,45,2016,Crime,300,2016-02-13,
        """.write(toFile: ratings, atomically: true, encoding: .utf8)
        let result = try run(popcorn, "import", "--from", "imdb", ratings)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try run(popcorn, "dump", "movie/19").json()["rating"] as? Int, 8)
        XCTAssertEqual(try run(popcorn, "dump", "tv/1/season/1/episode/2").json()["rating"] as? Int, 9)
    }

    func testUsageErrorsExit2() throws {
        let popcorn = try library()
        XCTAssertEqual(try run(popcorn, "import").status, 2, "no FILE")
        XCTAssertEqual(try run(popcorn, "import", "--from", "netflix", "a.csv").status, 2, "an unknown service")
        XCTAssertEqual(try run(popcorn, "import", "a.json", "b.json").status, 2, "a backup is one file")
        XCTAssertEqual(try run(popcorn, "export").status, 2, "no FILE")
        let unwritable = try run(popcorn, "export", popcorn.home + "/missing/backup.json")
        XCTAssertEqual(unwritable.status, 1)
        XCTAssertTrue(unwritable.stderr.contains("could not be written"), unwritable.stderr)
    }

    func testAKilledImportLeavesTheLibraryAsBeforeOrComplete() throws {
        let popcorn = try library()
        XCTAssertEqual(try run(popcorn, "watchlist", "add", "movie/1").status, 0)
        // 60,000 plays of 60,000 titles: a transaction that takes long enough to be killed in the middle.
        let plays = (1...60_000).map { "{\"title\": \"movie/\($0)\", \"watchedAt\": \(1_600_000_000 + $0).25}" }
        let backup = "{\"format\": \"popcorn-backup\", \"version\": 1, \"plays\": [\(plays.joined(separator: ",\n"))]}"
        try backup.write(toFile: popcorn.home + "/big.json", atomically: true, encoding: .utf8)
        let wal = popcorn.demoLibraryFile + "-wal"
        let walBefore = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        let importer = Process()
        importer.executableURL = URL(fileURLWithPath: PopcornProcess.executable)
        importer.arguments = ["--demo", "import", popcorn.home + "/big.json"]
        importer.environment = popcorn.environment
        importer.standardOutput = FileHandle.nullDevice
        importer.standardError = FileHandle.nullDevice
        try importer.run()
        // Kill it once the transaction is writing (the write-ahead log grows), before it can commit.
        var walSize = walBefore
        while importer.isRunning && walSize < walBefore + 1_000_000 {
            walSize = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
            usleep(1_000)
        }
        let killedMidway = importer.isRunning
        kill(importer.processIdentifier, SIGKILL)
        importer.waitUntilExit()
        XCTAssertTrue(killedMidway, "the import finished before it could be killed; make it larger")
        XCTAssertEqual(try PopcornProcess.integrityCheck(popcorn.demoLibraryFile), "ok")
        let listed = try run(popcorn, "watched", "list")
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(
            listed.lines.isEmpty || listed.lines.count == 60_000, "all or nothing: \(listed.lines.count) plays")
        XCTAssertEqual(try run(popcorn, "watchlist", "list").lines, ["movie/1"], "what was there is still there")
        let completed = try run(popcorn, "import", popcorn.home + "/big.json")
        XCTAssertEqual(completed.status, 0, completed.stderr)
        XCTAssertEqual(try run(popcorn, "watched", "list").lines.count, 60_000, "the same import, run again, completes")
    }
}
