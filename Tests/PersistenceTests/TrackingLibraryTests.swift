import CSQLite
import Catalog
import Foundation
import XCTest

@testable import Persistence

final class TrackingLibraryTests: XCTestCase {
    private var folder: String!
    private let clock = TestClock()
    private let logs = LogLines()
    private let episode = TrackedTitle.episode(EpisodeKey(seriesID: 1, season: 1, episode: 2))

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func library(_ name: String = "library.sqlite") -> SQLiteLibrary {
        SQLiteLibrary(path: folder + "/" + name, now: clock.function)
    }

    func testPlaysAreStampedCountedNewestFirstAndSurviveReopen() async throws {
        let library = library()
        let first = try await library.addPlays([episode, .movie(id: 603)], watchedAt: nil)
        XCTAssertEqual(first.map(\.watchedAt), [clock.now, clock.now])
        clock.advance(by: 60)
        try await library.addPlays([episode], watchedAt: 1_600_000_000)
        let reopened = try await self.library().snapshot()
        XCTAssertEqual(reopened.watchCount(episode), 2, "a rewatch is another play")
        XCTAssertEqual(reopened.watchCount(.movie(id: 603)), 1)
        XCTAssertEqual(
            reopened.plays.map(\.watchedAt), [clock.now - 60, clock.now - 60, 1_600_000_000],
            "newest first; --date stamps the given time")
        XCTAssertEqual(reopened.plays.map(\.id), [2, 1, 3], "a play added later but watched earlier comes after")
        XCTAssertEqual(reopened.plays(of: episode).first?.watchedAt, clock.now - 60)
        let watched = try await self.library().watchedEpisodes(inSeries: 1)
        XCTAssertEqual(watched, [EpisodeKey(seriesID: 1, season: 1, episode: 2)], "distinct, episodes only")
    }

    func testAPageOfPlaysIsTheSnapshotsSliceWithTheTotal() async throws {
        let library = library()
        try await library.addPlays([.movie(id: 1), .movie(id: 2), .movie(id: 3)], watchedAt: 1_600_000_000)
        try await library.addPlays([episode, .movie(id: 4)], watchedAt: 1_700_000_000)
        try await library.addPlays([.movie(id: 5)], watchedAt: 1_500_000_000)
        let all = try await library.snapshot().plays
        let second = try await library.plays(offset: 2, limit: 2)
        XCTAssertEqual(
            second.page, Array(all[2..<4]), "newest first, ties by the newer id, as the snapshot orders them")
        XCTAssertEqual(second.total, 6)
        let last = try await library.plays(offset: 4, limit: 20)
        XCTAssertEqual(last.page.map(\.title), [.movie(id: 1), .movie(id: 5)])
        let beyond = try await library.plays(offset: 6, limit: 20)
        XCTAssertEqual(beyond.page, [])
        XCTAssertEqual(beyond.total, 6)
    }

    func testSeriesCannotBePlayedAndNothingIsWritten() async throws {
        let library = library()
        do {
            try await library.addPlays([episode, .series(id: 1)], watchedAt: nil)
            XCTFail("a series play must be refused")
        } catch {
            guard case .storage = error else { return XCTFail("\(error)") }
        }
        let plays = try await library.snapshot().plays
        XCTAssertTrue(plays.isEmpty)
    }

    func testRemoveAndRestoreKeepIdsAndTimes() async throws {
        let library = library()
        let plays = try await library.addPlays([episode, .movie(id: 1)], watchedAt: 1_700_000_000)
        try await library.removePlays([plays[1].id])
        let afterRemoval = try await library.snapshot()
        XCTAssertEqual(afterRemoval.watchCount(.movie(id: 1)), 0)
        // A play added before the Undo never takes the removed play's id.
        let newer = try await library.addPlays([.movie(id: 2)], watchedAt: 1_700_000_100)
        XCTAssertFalse(plays.map(\.id).contains(newer[0].id))
        try await library.restorePlays([plays[1]])
        try await library.restorePlays([plays[1]])
        let restored = try await library.snapshot()
        XCTAssertEqual(restored.plays(of: .movie(id: 1)), [plays[1]], "undo restores the same play, once")
        XCTAssertEqual(restored.plays(of: .movie(id: 2)), newer, "and keeps the newer one")
    }

    func testRatingsSetReplaceClearAndRejectOutOfRange() async throws {
        let library = library()
        try await library.setRating(8, for: .series(id: 1))
        try await library.setRating(3, for: episode)
        try await library.setRating(9, for: .series(id: 1))
        var snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.rating(.series(id: 1)), 9)
        XCTAssertEqual(snapshot.rating(episode), 3)
        XCTAssertNil(snapshot.rating(.movie(id: 1)), "a series rating is not a movie rating of the same id")
        try await library.setRating(nil, for: episode)
        snapshot = try await library.snapshot()
        XCTAssertNil(snapshot.rating(episode))
        do {
            try await library.setRating(11, for: .movie(id: 1))
            XCTFail("11 is not a rating")
        } catch {}
        snapshot = try await library.snapshot()
        XCTAssertNil(snapshot.rating(.movie(id: 1)))
    }

    func testChangesEmitNowAfterEveryChangeAndFromAnotherConnection() async throws {
        let library = library()
        var iterator = library.trackingChanges().makeAsyncIterator()
        let initial = await iterator.next()
        XCTAssertEqual(initial?.plays.count, 0)
        try await library.addPlays([episode], watchedAt: nil)
        let afterAdd = await iterator.next()
        XCTAssertEqual(afterAdd?.watchCount(episode), 1)
        // Another process (here: another connection) writes; the watcher notices within a second or two.
        try await self.library().setRating(7, for: episode)
        let outside = await iterator.next()
        XCTAssertEqual(outside?.rating(episode), 7)
    }

    /// Pages opened and closed in a row share the watcher (it ends at its first check with nobody
    /// listening): an observer that comes after another one left still hears of outside changes.
    func testAnObserverAfterAnotherOneLeftHearsOfOutsideChanges() async throws {
        let library = library()
        var first: AsyncStream<TrackingSnapshot>.Iterator? = library.trackingChanges().makeAsyncIterator()
        _ = await first?.next()
        first = nil
        var second = library.trackingChanges().makeAsyncIterator()
        let initial = await second.next()
        XCTAssertEqual(initial?.plays.count, 0)
        try await self.library().setRating(6, for: episode)
        let outside = await second.next()
        XCTAssertEqual(outside?.rating(episode), 6)
    }

    /// A library written by the release before tracking (watchlist and recent searches only, schema 1)
    /// opens, gains the new tables and keeps every entry.
    func testVersion1LibraryUpgradesKeepingEveryEntry() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/library-v1.sqlite").path
        let path = folder + "/library.sqlite"
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        let library = library()
        XCTAssertNil(library.openingProblem)
        let entries = try await library.all()
        XCTAssertEqual(entries.map { "\($0.kind.rawValue)/\($0.id)" }, ["movie/2", "tvSeries/1", "movie/1"])
        XCTAssertEqual(entries.last?.addedAt ?? 0, 1_795_465_907.539, accuracy: 0.001, "added dates kept")
        let searches = await library.recentSearches()
        XCTAssertEqual(searches, ["matrix", "harbour"])
        try await library.addPlays([episode], watchedAt: nil)
        let plays = try await library.snapshot().plays
        XCTAssertEqual(plays.count, 1)
        let version = try SQLiteConnection(path: path, readOnly: true).userVersion
        XCTAssertEqual(version, LibraryOpener.migrator.latestVersion)
    }

    /// A library from a newer version is refused: reads and writes throw a clear message, the file is
    /// not altered (same bytes, same journal mode).
    func testNewerLibraryIsRefusedAndLeftUntouched() async throws {
        let path = folder + "/library.sqlite"
        do {
            let newer = try SQLiteConnection(path: path)
            try newer.execute("CREATE TABLE future (x); INSERT INTO future VALUES (1); PRAGMA user_version = 99")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let library = library()
        guard case .storage(let message) = library.openingProblem else {
            return XCTFail("expected a storage problem, got \(String(describing: library.openingProblem))")
        }
        XCTAssertTrue(message.contains("newer version"), message)
        XCTAssertTrue(message.contains("99"), message)
        do {
            try await library.add(.movie, id: 1)
            XCTFail("a write to a refused library must throw")
        } catch {}
        do {
            _ = try await library.all()
            XCTFail("a read of a refused library must throw")
        } catch {}
        do {
            try await library.addPlays([episode], watchedAt: nil)
            XCTFail("a play in a refused library must throw")
        } catch {}
        var changes = library.trackingChanges().makeAsyncIterator()
        let shown = await changes.next()
        XCTAssertEqual(shown?.plays.count, 0, "pages settle (the problem is reported when the library opens)")
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(before, after, "the newer file is not altered")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "-wal"))
    }

    func testDamagedLibrarySalvagesPlaysAndRatings() async throws {
        let path = folder + "/library.sqlite"
        let plays: [Play]
        do {
            let library = library()
            plays = try await library.addPlays([episode, .movie(id: 5)], watchedAt: 1_700_000_000)
            try await library.setRating(6, for: .movie(id: 5))
            await library.save(["a"])
        }
        // Damage the recent-search table's page only: plays and ratings stay readable.
        try damageRootPage(of: "recent_search", in: path)
        let recovered = library()
        let message = try XCTUnwrap(recovered.openingNotice, "damage must be reported")
        XCTAssertTrue(message.contains("2 plays"), message)
        let snapshot = try await recovered.snapshot()
        XCTAssertEqual(Set(snapshot.plays), Set(plays), "plays recovered with their ids and times")
        XCTAssertEqual(snapshot.rating(.movie(id: 5)), 6, "ratings recovered")
    }
}
