import Catalog
import Foundation
import LibraryTransfer
import Persistence
import XCTest

/// Popcorn's backup over real library files: lossless round trip, merging twice changes nothing, and
/// every kind of bad file is refused naming its line, leaving the library byte for byte as it was.
final class BackupTests: XCTestCase {
    private let episode = TrackedTitle.episode(EpisodeKey(seriesID: 1, season: 1, episode: 1))

    /// Library A of the issue: watchlist movie/19 and tv/1, a play of S1E1 on 2020-05-01, rating 7 on
    /// movie/19; plus a rewatch at a time with a fraction, a follow choice, recent searches, a list of two
    /// titles (issue 39), tv/1 on hold and movie/3 hidden.
    private func libraryA() async throws -> SQLiteLibrary {
        let library = try makeLibrary(self)
        try await library.add(.movie, id: 19)
        try await library.add(.tvSeries, id: 1)
        try await library.addPlays([episode], watchedAt: 1_588_291_200)
        try await library.addPlays([.movie(id: 19)], watchedAt: 1_795_476_991.853_647_5)
        try await library.setRating(7, for: .movie(id: 19))
        try await library.setFollowing(false, seriesID: 1)
        await library.save(["harbour", "moonlit"])
        let list = try await library.createList(name: "Weekend", description: "Short ones")
        try await library.addToList(list.id, [LibraryTitle(.tvSeries, id: 1)])
        try await library.addToList(list.id, [LibraryTitle(.movie, id: 19)])
        try await library.setStatus(.onHold, of: LibraryTitle(.tvSeries, id: 1))
        try await library.setHidden(true, [LibraryTitle(.movie, id: 3)])
        return library
    }

    private func importer(_ library: SQLiteLibrary) -> LibraryImporter {
        LibraryImporter(library: library, lookups: FakeLookups())
    }

    func testExportImportExportIsLossless() async throws {
        let a = try await libraryA()
        let backup = try await importer(a).backup(exportedAt: 1_800_000_000)
        let b = try makeLibrary(self)
        let report = try await importer(b).restore(.init(name: "backup.json", data: backup))
        XCTAssertEqual(report.summary.plays.added, 2)
        XCTAssertEqual(report.summary.ratings.added, 1)
        XCTAssertEqual(report.summary.watchlist.added, 2)
        XCTAssertEqual(report.summary.follows.added, 1)
        XCTAssertEqual(report.summary.lists.added, 1)
        XCTAssertEqual(report.summary.listItems.added, 2)
        XCTAssertEqual(report.summary.statuses.added, 1)
        XCTAssertEqual(report.summary.hidden.added, 1)
        let contentsA = try await a.contents()
        let contentsB = try await b.contents()
        XCTAssertEqual(contentsB, contentsA, "every entry with its exact times, the follow choice and the searches")
        let again = try await importer(b).backup(exportedAt: 1_800_000_000)
        XCTAssertEqual(again, backup, "the second export is byte for byte the first")
        let text = String(decoding: backup, as: UTF8.self)
        XCTAssertTrue(text.contains("\"format\" : \"popcorn-backup\""), text)
        XCTAssertTrue(text.contains("\"version\" : 2"), text)
        XCTAssertTrue(text.contains("\"status\" : \"on-hold\""), text)
        XCTAssertTrue(text.contains("\"title\" : \"tv/1/season/1/episode/1\""), text)
    }

    func testImportingTheSameBackupTwiceChangesNothing() async throws {
        let a = try await libraryA()
        let backup = try await importer(a).backup(exportedAt: 1_800_000_000)
        let before = try await a.contents()
        let report = try await importer(a).restore(.init(name: "backup.json", data: backup))
        XCTAssertEqual(report.summary.plays, MergeSummary.Count(added: 0, skipped: 2))
        XCTAssertEqual(report.summary.duplicates, 10, "plays, ratings, watchlist, follow, list items, status, hidden")
        XCTAssertEqual(report.summary.lists, MergeSummary.Count(added: 0, skipped: 1))
        let after = try await a.contents()
        XCTAssertEqual(after, before)
    }

    func testANewerRatingWinsAndAnOlderOneIsADuplicate() async throws {
        let library = try makeLibrary(self)
        try await library.setRating(4, for: .movie(id: 5))
        let rated = try await library.contents().ratings[0].rating.ratedAt
        let older = LibraryContents(ratings: [
            .init(title: .movie(id: 5), rating: Rating(value: 9, ratedAt: rated - 10))
        ])
        let newer = LibraryContents(ratings: [
            .init(title: .movie(id: 5), rating: Rating(value: 8, ratedAt: rated + 10))
        ])
        let first = try await library.merge(older)
        XCTAssertEqual(first.ratings, MergeSummary.Count(added: 0, skipped: 1))
        let second = try await library.merge(newer)
        XCTAssertEqual(second.ratings, MergeSummary.Count(added: 1, skipped: 0))
        let value = try await library.contents().ratings[0].rating.value
        XCTAssertEqual(value, 8)
    }

    func testEveryBadFileIsRefusedNamingItsLineAndChangesNothing() async throws {
        let a = try await libraryA()
        let backup = String(decoding: try await importer(a).backup(exportedAt: 1_800_000_000), as: UTF8.self)
        let before = try await importer(a).backup(exportedAt: 1_800_000_000)
        let lines = backup.split(separator: "\n", omittingEmptySubsequences: false)
        let cases: [(name: String, data: Data, line: Int, reason: String)] = [
            ("truncated.json", Data(lines.prefix(12).joined(separator: "\n").utf8), 12, "not valid JSON"),
            ("binary.json", Data([0x7B, 0x0A, 0xFF, 0xFE, 0x00, 0x01]), 2, "not a text file"),
            ("empty.json", Data(), 1, "not valid JSON"),
            ("list.json", Data("[1, 2]".utf8), 1, "not a Popcorn backup"),
            (
                "newer.json", Data(backup.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 9").utf8), 1,
                "newer version"
            ),
            (
                "bad-title.json", Data(backup.replacingOccurrences(of: "\"movie/19\"", with: "\"film/19\"").utf8), 0,
                "is not valid"
            ),
            (
                "huge-rating.json",
                Data(backup.replacingOccurrences(of: "\"value\" : 7", with: "\"value\" : 1e300").utf8),
                0, "is not valid"
            ),
        ]
        for bad in cases {
            do {
                _ = try await importer(a).restore(.init(name: bad.name, data: bad.data))
                XCTFail("\(bad.name) was accepted")
            } catch let error as ImportFileError {
                XCTAssertEqual(error.file, bad.name)
                if bad.line > 0 { XCTAssertEqual(error.line, bad.line, "\(bad.name): \(error)") }
                XCTAssertTrue(error.description.contains(bad.reason), "\(bad.name): \(error)")
            }
            let after = try await importer(a).backup(exportedAt: 1_800_000_000)
            XCTAssertEqual(after, before, "\(bad.name) changed the library")
        }
    }
}

extension BackupTests {
    func testTitlePathsParseAndPrint() {
        let titles: [TrackedTitle] = [
            .movie(id: 19), .series(id: 1), .episode(EpisodeKey(seriesID: 1, season: 0, episode: 12)),
        ]
        for title in titles { XCTAssertEqual(TrackedTitle(path: title.path), title, title.path) }
        for bad in [
            "", "movie", "movie/", "movie/-1", "movie/1x", "movie/2147483648", "film/1", "tv/1/season/1",
            "tv/1/season/1/episode/2/extra", "tv/1/saison/1/episode/2", "movie/19/", "movie//19", "movie/１",
        ] {
            XCTAssertNil(TrackedTitle(path: bad), bad)
        }
    }
}

extension BackupTests {
    /// A series notified "When the Whole Season Is Out" keeps that choice through a backup; a backup from
    /// before the choice (no "notify") restores a followed series as notified of each episode.
    func testTheNotificationChoiceGoesThroughABackup() async throws {
        let a = try makeLibrary(self)
        try await a.setNotificationChoice(.wholeSeason, seriesID: 5)
        try await a.setNotificationChoice(.eachEpisode, seriesID: 6)
        let backup = try await importer(a).backup(exportedAt: 1_800_000_000)
        XCTAssertTrue(String(decoding: backup, as: UTF8.self).contains("\"notify\" : \"whole-season\""))
        let b = try makeLibrary(self)
        _ = try await importer(b).restore(.init(name: "backup.json", data: backup))
        let restored = try await b.notificationChoices()
        XCTAssertEqual(restored, [5: .wholeSeason, 6: .eachEpisode])

        let old = String(decoding: backup, as: UTF8.self).replacingOccurrences(
            of: "\"notify\" : \"whole-season\"", with: "\"unknown\" : 0")
        let c = try makeLibrary(self)
        _ = try await importer(c).restore(.init(name: "old.json", data: Data(old.utf8)))
        let fromOld = try await c.notificationChoices()
        XCTAssertEqual(fromOld, [5: .eachEpisode, 6: .eachEpisode])
    }
}
