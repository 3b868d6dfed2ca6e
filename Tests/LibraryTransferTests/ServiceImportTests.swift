import Catalog
import Foundation
import LibraryTransfer
import Persistence
import XCTest

/// Imports of Trakt, Letterboxd and IMDb exports, from files written in their documented shapes, into real
/// library files; title lookups answered by a fake that counts them.
final class ServiceImportTests: XCTestCase {
    private let moonlit = film(19, "Moonlit Static", 2026)
    private let s1e2 = TrackedTitle.episode(EpisodeKey(seriesID: 1, season: 1, episode: 2))

    private func run(
        _ format: LibraryImporter.Format, _ files: [(name: String, data: Data)], into library: SQLiteLibrary,
        lookups: FakeLookups = FakeLookups()
    ) async throws -> LibraryImporter.Report {
        try await LibraryImporter(library: library, lookups: lookups)
            .importFiles(files.map { LibraryImporter.File(name: $0.name, data: $0.data) }, format: format)
    }

    func testTraktHistoryRatingsAndWatchlist() async throws {
        let history = """
            [{"id": 1, "watched_at": "2021-03-04T20:15:00.000Z", "action": "watch", "type": "episode",
              "episode": {"season": 1, "number": 2, "title": "Before the Key", "ids": {"trakt": 5, "tmdb": 10102}},
              "show": {"title": "Harbour Lights", "year": 2016, "ids": {"trakt": 7, "slug": "harbour-lights", "tmdb": 1}}},
             {"id": 2, "watched_at": "2021-03-05T21:00:00.000Z", "action": "scrobble", "type": "movie",
              "movie": {"title": "Moonlit Static", "year": 2026, "ids": {"trakt": 9, "imdb": "tt9100019", "tmdb": 19}}},
             {"id": 3, "watched_at": "2021-03-06T21:00:00.000Z", "action": "watch", "type": "movie",
              "movie": {"title": "Only On Trakt", "year": 1999, "ids": {"trakt": 11, "tmdb": null}}}]
            """
        let ratings = """
            [{"rated_at": "2021-04-01T10:00:00.000Z", "rating": 8, "type": "show",
              "show": {"title": "Harbour Lights", "year": 2016, "ids": {"tmdb": 1}}},
             {"rated_at": "2021-04-02T10:00:00.000Z", "rating": 6, "type": "season",
              "season": {"number": 1, "ids": {"tmdb": 100}}, "show": {"title": "Harbour Lights", "ids": {"tmdb": 1}}},
             {"rated_at": "2021-04-03T10:00:00.000Z", "rating": 9, "type": "episode",
              "episode": {"season": 1, "number": 2, "ids": {"tmdb": 10102}}, "show": {"title": "Harbour Lights", "ids": {"tmdb": 1}}}]
            """
        let watchlist = """
            [{"rank": 1, "id": 40, "listed_at": "2021-05-01T00:00:00.000Z", "notes": null, "type": "movie",
              "movie": {"title": "Moonlit Static", "year": 2026, "ids": {"tmdb": 19}}}]
            """
        let library = try makeLibrary(self)
        let lookups = FakeLookups()
        let report = try await run(
            .trakt,
            [
                file("history.json", history), file("ratings.json", ratings),
                file("watchlist.json", watchlist),
            ], into: library, lookups: lookups)
        let contents = try await library.contents()
        XCTAssertEqual(Set(contents.plays.map(\.title)), [s1e2, .movie(id: 19)], "both plays land")
        XCTAssertEqual(contents.plays.first { $0.title == s1e2 }?.watchedAt, 1_614_888_900, "the watched time is kept")
        XCTAssertEqual(contents.ratings.map(\.title), [.series(id: 1), s1e2])
        XCTAssertEqual(contents.watchlist.map(\.id), [19])
        XCTAssertEqual(report.unmatched.map(\.origin.line), [3, 2], "the movie without a TMDb id, the season rating")
        XCTAssertEqual(report.unmatched.first?.origin.title, "Only On Trakt")
        XCTAssertEqual(lookups.calls, 0, "Trakt items carry TMDb ids: no lookup")

        let again = try await run(.trakt, [file("history.json", history)], into: library)
        XCTAssertEqual(again.summary.plays, MergeSummary.Count(added: 0, skipped: 2), "importing again changes nothing")
    }

    func testLetterboxdDiaryRatingsWatchedAndWatchlist() async throws {
        // A byte-order mark, quoted names with commas and a line break, a row that matches nothing.
        let diary =
            "\u{FEFF}Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
            + "2023-06-01,Moonlit Static,2026,https://boxd.it/a1,3.5,,,2023-05-31\n"
            + "2023-06-02,\"Paper, Orchard\",2025,https://boxd.it/a2,,Yes,\"cosy,\nrainy\",2023-06-02\n"
            + "2023-06-03,Nonexistent Film,2026,https://boxd.it/a3,4,,,2023-06-03\n"
        let watched =
            "Date,Name,Year,Letterboxd URI\n2023-01-01,Moonlit Static,2026,https://boxd.it/a1\n"
            + "2023-01-02,The Lantern Keeper,2024,https://boxd.it/a4\n"
        let watchlist = "Date,Name,Year,Letterboxd URI\n2023-02-01,Moonlit Static,2026,https://boxd.it/a1\n"
        let lookups = FakeLookups(films: [
            "moonlit static": [film(90, "Moonlit Static", 1990), moonlit],
            "paper, orchard": [film(5, "Paper, Orchard", 2025)],
            "the lantern keeper": [film(7, "The Lantern Keeper", 2024)],
        ])
        let library = try makeLibrary(self)
        let report = try await run(
            .letterboxd,
            [
                file("diary.csv", diary), file("watched.csv", watched),
                file("watchlist.csv", watchlist),
            ], into: library, lookups: lookups)
        let contents = try await library.contents()
        let moonlitPlays = contents.plays.filter { $0.title == .movie(id: 19) }
        XCTAssertEqual(
            moonlitPlays.map(\.watchedAt), [1_685_491_200], "one play, on the watched date 2023-05-31 (00:00 UTC)")
        XCTAssertEqual(contents.plays.filter { $0.title == .movie(id: 5) }.count, 1, "the quoted name with a comma")
        XCTAssertEqual(
            contents.plays.filter { $0.title == .movie(id: 7) }.count, 1, "watched.csv adds a film the diary lacks")
        XCTAssertEqual(contents.ratings.first { $0.title == .movie(id: 19) }?.rating.value, 7, "3.5 stars → 7")
        XCTAssertEqual(contents.watchlist.map(\.id), [19])
        XCTAssertEqual(
            report.unmatched.map(UnmatchedText.line),
            ["diary.csv, line 5: Nonexistent Film (2026) — TMDb has no such title."],
            "reported with its line (the row before spans two lines)")
        XCTAssertEqual(lookups.calls, 4, "each distinct film looked up once")
    }

    func testIMDbRatingsAndWatchlist() async throws {
        let ratings = """
            Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
            tt9100019,7,2024-01-02,Moonlit Static,Moonlit Static,https://www.imdb.com/title/tt9100019/,Movie,7.1,101,2026,Drama,1000,2026-03-01,Someone
            tt9200001,9,2024-01-03,Harbour Lights,Harbour Lights,https://www.imdb.com/title/tt9200001/,TV Series,8.0,45,2016,Crime,2000,2016-02-06,
            tt9301010102,8,2024-01-04,Before the Key,Before the Key,https://www.imdb.com/title/tt93010102/,TV Episode,7.5,45,2016,Crime,300,2016-02-13,
            tt0000001,5,2024-01-05,Unknown,Unknown,https://www.imdb.com/title/tt0000001/,Movie,5.0,90,1901,Drama,10,1901-01-01,
            """
        let watchlist = """
            Position,Const,Created,Modified,Description,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
            1,tt9100019,2024-02-01,2024-02-01,,Moonlit Static,Moonlit Static,https://www.imdb.com/title/tt9100019/,Movie,7.1,101,2026,Drama,1000,2026-03-01,Someone
            """
        let lookups = FakeLookups(imdb: [
            "tt9100019": .movie(id: 19), "tt9200001": .series(id: 1),
            "tt9301010102": .episode(EpisodeKey(seriesID: 1, season: 1, episode: 2)),
        ])
        let library = try makeLibrary(self)
        let report = try await run(
            .imdb, [file("ratings.csv", ratings), file("watchlist.csv", watchlist)],
            into: library, lookups: lookups)
        let contents = try await library.contents()
        XCTAssertEqual(contents.ratings.map(\.title), [.movie(id: 19), .series(id: 1), s1e2])
        XCTAssertEqual(contents.ratings.map(\.rating.value), [7, 9, 8])
        XCTAssertEqual(contents.watchlist.map(\.id), [19])
        XCTAssertEqual(report.unmatched.map(\.origin.line), [5])
        XCTAssertEqual(lookups.calls, 4, "tt9100019 once for both files")
    }

    func testAFileThatFailsStoresNothingOfTheWholeImport() async throws {
        let library = try makeLibrary(self)
        let good = "Date,Name,Year,Letterboxd URI\n2023-01-01,Moonlit Static,2026,https://boxd.it/a1\n"
        let badFiles: [(name: String, data: Data, line: Int)] = [
            ("columns.csv", Data("Title,When\nMoonlit Static,2023\n".utf8), 1),
            ("short-row.csv", Data("Date,Name,Year,Letterboxd URI\n2023-01-01,Moonlit\n".utf8), 2),
            ("quote.csv", Data("Date,Name,Year,Letterboxd URI\n2023-01-01,Moon\"lit,2026,x\n".utf8), 2),
            ("binary.csv", Data([0x44, 0x61, 0x0A, 0xC3, 0x28]), 2),
            ("date.csv", Data("Date,Name,Year,Letterboxd URI\nyesterday,Moonlit Static,2026,x\n".utf8), 2),
        ]
        for bad in badFiles {
            do {
                _ = try await run(
                    .letterboxd, [file("good.csv", good), (bad.name, bad.data)], into: library,
                    lookups: FakeLookups(films: ["moonlit static": [moonlit]]))
                XCTFail("\(bad.name) was accepted")
            } catch let error as ImportFileError {
                XCTAssertEqual(error.file, bad.name)
                XCTAssertEqual(error.line, bad.line, "\(bad.name): \(error)")
            }
            let contents = try await library.contents()
            XCTAssertTrue(contents.isEmpty, "\(bad.name): nothing of good.csv was stored either")
        }
        do {
            _ = try await run(
                .trakt, [file("history.json", "[{\"watched_at\": \"2021-01-01T00:00:00Z\",")], into: library)
            XCTFail("truncated JSON was accepted")
        } catch let error as ImportFileError {
            XCTAssertEqual(error.line, 1)
        }
    }

    func testACancelledImportStoresNothing() async throws {
        let library = try makeLibrary(self)
        let diary =
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
            + "2023-06-01,Moonlit Static,2026,https://boxd.it/a1,3.5,,,2023-05-31\n"
        let lookups = FakeLookups(films: ["moonlit static": [moonlit]], waitsForCancellation: true)
        let task = Task {
            try await LibraryImporter(library: library, lookups: lookups)
                .importFiles([LibraryImporter.File(name: "diary.csv", data: Data(diary.utf8))], format: .letterboxd)
        }
        while lookups.calls == 0 { try await Task.sleep(nanoseconds: 5_000_000) }
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("a cancelled import finished")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        let contents = try await library.contents()
        XCTAssertTrue(contents.isEmpty)
    }
}

extension ServiceImportTests {
    /// Trakt's times, read by hand: the formats Trakt writes, and what the fuzzer found (a fraction of 120
    /// digits made ICU's date parser trap).
    func testTraktTimesAreReadStrictlyAndAHostileOneIsRefused() throws {
        func watchedAt(_ time: String) throws -> Double? {
            let item =
                "[{\"watched_at\": \"\(time)\", \"type\": \"movie\", \"movie\": {\"title\": \"M\", \"ids\": {\"tmdb\": 19}}}]"
            guard
                case .play(let watchedAt)? = try TraktExport.rows(Data(item.utf8), file: "history.json").first?.entries
                    .first
            else {
                return nil
            }
            return watchedAt
        }
        XCTAssertEqual(try watchedAt("2021-03-04T20:15:00.000Z"), 1_614_888_900)
        XCTAssertEqual(try watchedAt("2021-03-04T20:15:00Z"), 1_614_888_900)
        XCTAssertEqual(try watchedAt("2021-03-04T20:15:00.250Z"), 1_614_888_900.25)
        XCTAssertEqual(try watchedAt("2021-03-04T21:15:00+01:00"), 1_614_888_900)
        XCTAssertEqual(try watchedAt("2021-03-04"), 1_614_816_000)
        let crash = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/corpus/trakt/crash-long-fraction.json")
        for hostile in [
            try Data(contentsOf: crash),
            Data("[{\"watched_at\": \"2021-03-04T25:15:00Z\", \"type\": \"movie\"}]".utf8),
            Data("[{\"watched_at\": \"2021-02-30T10:00:00Z\", \"type\": \"movie\"}]".utf8),
        ] {
            XCTAssertThrowsError(try TraktExport.rows(hostile, file: "history.json")) { error in
                XCTAssertEqual((error as? ImportFileError)?.line, 1, "\(error)")
            }
        }
    }
}
