import Catalog
import Foundation
import LibraryTransfer
import Persistence
import XCTest

/// Backup format 2 (issue 39): lists, statuses and hidden titles, merged into real library files; version 1
/// backups still restore; a malformed one changes nothing.
final class BackupListsTests: XCTestCase {
    private let matrix = LibraryTitle(.movie, id: 19)
    private let series = LibraryTitle(.tvSeries, id: 1)
    private let other = LibraryTitle(.tvSeries, id: 2)

    private func importer(_ library: SQLiteLibrary) -> LibraryImporter {
        LibraryImporter(library: library, lookups: FakeLookups())
    }

    private func restore(_ text: String, into library: SQLiteLibrary) async throws -> MergeSummary {
        try await importer(library).restore(.init(name: "backup.json", data: Data(text.utf8))).summary
    }

    /// A version 2 document with `body` (its lists after "format" and "version").
    private func backup(_ body: String) -> String {
        "{\"format\": \"popcorn-backup\", \"version\": 2,\n" + body + "\n}"
    }

    func testAVersion1BackupStillRestores() async throws {
        let library = try makeLibrary(self)
        let version1 = """
            {
              "exportedAt" : "2026-11-23T23:38:00Z",
              "follows" : [ { "changedAt" : 1795477080.5, "following" : true, "title" : "tv/1" } ],
              "format" : "popcorn-backup",
              "plays" : [ { "title" : "tv/1/season/1/episode/1", "watchedAt" : 1588291200 } ],
              "ratings" : [ { "ratedAt" : 1795477079.8725917, "title" : "movie/19", "value" : 7 } ],
              "recentSearches" : [ "harbour" ],
              "version" : 1,
              "watchlist" : [ { "addedAt" : 1795477079.6831398, "title" : "movie/19" } ]
            }
            """
        let summary = try await restore(version1, into: library)
        XCTAssertEqual(summary.plays.added, 1)
        XCTAssertEqual(summary.watchlist.added, 1)
        XCTAssertEqual(summary.ratings.added, 1)
        XCTAssertEqual(summary.follows.added, 1)
        let contents = try await library.contents()
        XCTAssertEqual(contents.watchlist.map(\.addedAt), [1_795_477_079.683_139_8])
        XCTAssertEqual(contents.recentSearches, ["harbour"])
        XCTAssertEqual(contents.lists, [])
        let exported = String(decoding: try await importer(library).backup(exportedAt: 0), as: UTF8.self)
        XCTAssertTrue(exported.contains("\"version\" : 2"), "it is written back as version 2")
    }

    func testAListMergesIntoTheOneOfItsNameAndItemsAreNotAddedTwice() async throws {
        let library = try makeLibrary(self)
        let weekend = try await library.createList(name: "weekend", description: "")
        try await library.addToList(weekend.id, [matrix])
        let summary = try await restore(
            backup(
                """
                "lists": [
                  {"name": "Weekend", "description": "Short ones", "createdAt": 1700000000,
                   "items": [{"title": "movie/19", "addedAt": 1700000001}, {"title": "tv/1", "addedAt": 1700000002}]},
                  {"name": "Anime", "createdAt": 1700000100.25, "items": [{"title": "tv/2", "addedAt": 1700000101}]}
                ]
                """), into: library)
        XCTAssertEqual(summary.lists, MergeSummary.Count(added: 1, skipped: 1))
        XCTAssertEqual(summary.listItems, MergeSummary.Count(added: 2, skipped: 1))
        let lists = try await library.lists()
        XCTAssertEqual(lists.map(\.name), ["Anime", "weekend"], "no second Weekend")
        XCTAssertEqual(lists.map(\.itemCount), [1, 2])
        XCTAssertEqual(lists.last?.description, "Short ones", "an empty description takes the backup's")
        XCTAssertEqual(lists.first?.createdAt, 1_700_000_100.25)
        let items = try await library.items(ofList: weekend.id)
        XCTAssertEqual(items.map(\.title), [matrix, series], "newest first")
        XCTAssertEqual(items.last?.addedAt, 1_700_000_002, "an added title keeps the backup's date")
        XCTAssertNotEqual(items.first?.addedAt, 1_700_000_001, "the title it had keeps its own date")
    }

    func testTheNewerStatusWinsAndHiddenTitlesAreKept() async throws {
        let library = try makeLibrary(self)
        try await library.setStatus(.dropped, of: series)
        let setAt = try await library.statuses()[0].changedAt
        let summary = try await restore(
            backup(
                """
                "statuses": [{"title": "tv/1", "status": "on-hold", "changedAt": \(setAt - 10)},
                             {"title": "tv/2", "status": "on-hold", "changedAt": 1700000000}],
                "hidden": [{"title": "movie/19", "hiddenAt": 1700000000}, {"title": "tv/2", "hiddenAt": 1700000005}]
                """), into: library)
        XCTAssertEqual(summary.statuses, MergeSummary.Count(added: 1, skipped: 1))
        XCTAssertEqual(summary.hidden, MergeSummary.Count(added: 2, skipped: 0))
        let statuses = try await library.statuses()
        XCTAssertEqual(
            Set(statuses),
            [
                TitleStatus(title: series, status: .dropped, changedAt: setAt),
                TitleStatus(title: other, status: .onHold, changedAt: 1_700_000_000),
            ], "the library's newer status stays")
        let hidden = try await library.hiddenTitles()
        XCTAssertEqual(hidden.map(\.title), [other, matrix])
        let newer = try await restore(
            backup("\"statuses\": [{\"title\": \"tv/1\", \"status\": \"on-hold\", \"changedAt\": \(setAt + 10)}]"),
            into: library)
        XCTAssertEqual(newer.statuses.added, 1)
        let replaced = try await library.statuses().first { $0.title == series }
        XCTAssertEqual(replaced?.status, .onHold)
    }

    func testAMalformedVersion2BackupIsRefusedNamingItsLineAndChangesNothing() async throws {
        let library = try makeLibrary(self)
        let list = try await library.createList(name: "Kept", description: "")
        try await library.addToList(list.id, [matrix])
        try await library.setHidden(true, [series])
        let before = try await importer(library).backup(exportedAt: 0)
        let play = "\"plays\": [{\"title\": \"movie/5\", \"watchedAt\": 1}],\n"
        let cases: [(body: String, line: Int, reason: String)] = [
            (play + "\"lists\": [{\"name\": \"  \", \"createdAt\": 1, \"items\": []}]", 3, "entry 1 of \"lists\""),
            (
                play
                    + "\"lists\": [{\"name\": \"\(String(repeating: "x", count: 101))\", \"createdAt\": 1, \"items\": []}]",
                3, "entry 1 of \"lists\""
            ),
            (
                play
                    + "\"lists\": [{\"name\": \"A\", \"createdAt\": 1, \"items\": [{\"title\": \"person/1\", \"addedAt\": 1}]}]",
                3, "entry 1 of \"lists\""
            ),
            (play + "\"lists\": [{\"name\": \"A\", \"items\": []}]", 3, "entry 1 of \"lists\""),
            (play + "\"lists\": {\"name\": \"A\"}", 3, "\"lists\" is not a list"),
            (
                play + "\"statuses\": [{\"title\": \"tv/1\", \"status\": \"on-hold\", \"changedAt\": 1},\n"
                    + "{\"title\": \"tv/1\", \"status\": \"watching\", \"changedAt\": 1}]", 3, "entry 2 of \"statuses\""
            ),
            (
                play + "\"statuses\": [{\"title\": \"movie/19\", \"status\": \"dropped\", \"changedAt\": 1}]", 3,
                "entry 1 of \"statuses\""
            ),
            (
                play + "\"hidden\": [{\"title\": \"tv/1/season/1/episode/1\", \"hiddenAt\": 1}]", 3,
                "entry 1 of \"hidden\""
            ),
            (play + "\"hidden\": [{\"title\": \"tv/1\"}]", 3, "entry 1 of \"hidden\""),
        ]
        for bad in cases {
            do {
                _ = try await restore(backup(bad.body), into: library)
                XCTFail("accepted: \(bad.body)")
            } catch let error as ImportFileError {
                XCTAssertEqual(error.line, bad.line, "\(bad.body): \(error)")
                XCTAssertTrue(error.description.contains(bad.reason), "\(bad.body): \(error)")
            }
            let after = try await importer(library).backup(exportedAt: 0)
            XCTAssertEqual(after, before, "\(bad.body) changed the library")
        }
    }

    /// The fuzz target's version 2 seed reads, with every list, status and hidden title, and survives writing and
    /// reading (what the fuzz target checks of every input).
    func testTheFuzzSeedOfVersion2ReadsAndSurvivesWritingAndReading() throws {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fuzz/corpus/backup/backup-v2.json")
        let contents = try PopcornBackup.decode(try Data(contentsOf: seed), file: "backup-v2.json")
        XCTAssertEqual(contents.lists.map(\.items.count), [2])
        XCTAssertEqual(contents.statuses, [TitleStatus(title: series, status: .onHold, changedAt: 1_795_477_088)])
        XCTAssertEqual(contents.hidden.map(\.title), [LibraryTitle(.movie, id: 3)])
        let again = try PopcornBackup.decode(
            try PopcornBackup.encode(contents, exportedAt: 0), file: "again.json")
        XCTAssertEqual(again, contents)
    }

    /// Contents that pass no file check (made in code) are refused by the library as a whole: the play that
    /// came with a status of a movie is not stored either.
    func testTheMergeIsOneTransaction() async throws {
        let library = try makeLibrary(self)
        let contents = LibraryContents(
            plays: [.init(title: .movie(id: 5), watchedAt: 1)],
            lists: [.init(name: "Fine", description: "", createdAt: 1, items: [])],
            statuses: [TitleStatus(title: matrix, status: .dropped, changedAt: 1)])
        do {
            _ = try await library.merge(contents)
            XCTFail("a movie's status was accepted")
        } catch {
            XCTAssertEqual(error, .storage("Only series can be put on hold or dropped."))
        }
        let stored = try await library.contents()
        XCTAssertTrue(stored.isEmpty, "\(stored)")
    }
}
