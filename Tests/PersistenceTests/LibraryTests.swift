import Catalog
import Foundation
import XCTest

@testable import Persistence

final class LibraryTests: XCTestCase {
    private var folder: String!
    private let clock = TestClock()
    private let logs = LogLines()

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func library(_ path: String? = nil) -> SQLiteLibrary {
        SQLiteLibrary(path: path ?? folder + "/library.sqlite", now: clock.function)
    }

    func testMostRecentFirstIdempotentAddRemoveAndContains() async throws {
        let library = library()
        try await library.add(.movie, id: 1)
        clock.advance(by: 10)
        try await library.add(.tvSeries, id: 1)
        clock.advance(by: 10)
        try await library.add(.movie, id: 2)
        clock.advance(by: 10)
        try await library.add(.movie, id: 1)
        let all = try await library.all()
        XCTAssertEqual(all.map { "\($0.kind.rawValue)/\($0.id)" }, ["movie/2", "tvSeries/1", "movie/1"])
        XCTAssertEqual(all.last?.addedAt, clock.now - 30, "adding again keeps the original date")
        let containsSeries = try await library.contains(.tvSeries, id: 1)
        let containsMovie3 = try await library.contains(.movie, id: 3)
        XCTAssertTrue(containsSeries)
        XCTAssertFalse(containsMovie3)
        try await library.remove(.tvSeries, id: 1)
        try await library.remove(.tvSeries, id: 42)
        let afterRemove = try await library.all()
        XCTAssertEqual(afterRemove.map(\.id), [2, 1])
    }

    func testSurvivesReopenWithWALAndFullSync() async throws {
        do {
            let library = library()
            try await library.add(.movie, id: 11)
            XCTAssertNil(library.openingProblem)
        }
        let reopened = library()
        let all = try await reopened.all()
        XCTAssertEqual(all.map(\.id), [11])
        let connection = try SQLiteConnection(path: folder + "/library.sqlite")
        XCTAssertEqual(try connection.scalarText("PRAGMA journal_mode"), "wal")
    }

    func testChangesEmitsNowAndAfterEveryChange() async throws {
        let library = library()
        try await library.add(.movie, id: 1)
        var iterator = library.changes().makeAsyncIterator()
        let initial = await iterator.next()
        XCTAssertEqual(initial?.map(\.id), [1])
        clock.advance(by: 1)
        try await library.add(.tvSeries, id: 5)
        let afterAdd = await iterator.next()
        XCTAssertEqual(afterAdd?.map(\.id), [5, 1])
        try await library.remove(.movie, id: 1)
        let afterRemove = await iterator.next()
        XCTAssertEqual(afterRemove?.map(\.id), [5])
    }

    func testChangesFromAnotherConnectionReachObservers() async throws {
        let library = library()
        var iterator = library.changes().makeAsyncIterator()
        let initial = await iterator.next()
        XCTAssertEqual(initial, [])
        let other = SQLiteLibrary(path: folder + "/library.sqlite", now: clock.function)
        try await other.add(.movie, id: 77)
        let seen = await iterator.next()
        XCTAssertEqual(seen?.map(\.id), [77])
    }

    func testDamagedLibraryIsCopiedAsideReportedAndTheAppKeepsRunning() async throws {
        let path = folder + "/library.sqlite"
        let garbage = Data((0..<4096).map { UInt8($0 % 251) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let library = library(path)
        XCTAssertNil(library.openingProblem, "the recovered library works")
        let message = try XCTUnwrap(library.openingNotice, "a damaged library is reported")
        XCTAssertTrue(message.contains(".damaged-"), message)
        XCTAssertEqual(library.openingMessage, message)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let copy = try XCTUnwrap(names.first { $0.hasPrefix("library.sqlite.damaged-") && !$0.hasSuffix("-wal") })
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: folder + "/" + copy)), garbage,
            "the damaged file is kept byte for byte")
        try await library.add(.movie, id: 3)
        let all = try await library.all()
        XCTAssertEqual(all.map(\.id), [3])
        let reopened = self.library(path)
        XCTAssertNil(reopened.openingProblem)
        XCTAssertNil(reopened.openingNotice)
        let reopenedAll = try await reopened.all()
        XCTAssertEqual(reopenedAll.map(\.id), [3])
    }

    func testDamagedPagesAreSalvagedWhereReadable() async throws {
        let path = folder + "/library.sqlite"
        do {
            let library = library(path)
            for id in 1...5 {
                clock.advance(by: 1)
                try await library.add(.movie, id: id)
            }
            let recent = ["a", "b"]
            await library.save(recent)
        }
        // Damage the recent-search table's page only: watchlist rows stay readable.
        try damageRootPage(of: "recent_search", in: path)
        let library = library(path)
        XCTAssertNotNil(library.openingNotice)
        let all = try await library.all()
        XCTAssertEqual(all.map(\.id), [5, 4, 3, 2, 1], "watchlist rows recovered")
    }

    /// The window opens the library without reading it through (its start is not held by a heavy library's
    /// check); `checkIntegrity()` finds the damage a moment later, recovers the file as opening does, and
    /// every reader and observer then has the recovered library.
    func testDamageFoundByTheLaterCheckIsRecoveredAndObserversSeeTheRecoveredLibrary() async throws {
        let path = folder + "/library.sqlite"
        do {
            let library = library(path)
            for id in 1...3 {
                clock.advance(by: 1)
                try await library.add(.movie, id: id)
            }
            await library.save(["a"])
        }
        try damageRootPage(of: "recent_search", in: path)
        let library = SQLiteLibrary(path: path, now: clock.function, checksIntegrityLater: true)
        XCTAssertNil(library.openingMessage, "the damage is not looked for while opening")
        var changes = library.changes().makeAsyncIterator()
        let before = await changes.next()
        XCTAssertEqual(before?.map(\.id), [3, 2, 1])

        let found = await library.checkIntegrity()
        let message = try XCTUnwrap(found, "the check finds and reports the damage")
        XCTAssertTrue(message.contains(".damaged-"), message)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertTrue(names.contains { $0.hasPrefix("library.sqlite.damaged-") }, "the damaged file is kept")
        let after = await changes.next()
        XCTAssertEqual(after?.map(\.id), [3, 2, 1], "observers are told of the recovered library")
        let again = await library.checkIntegrity()
        XCTAssertNil(again, "checked once")

        clock.advance(by: 1)
        try await library.add(.movie, id: 4)
        let reopened = self.library(path)
        XCTAssertNil(reopened.openingMessage, "the recovered file is sound")
        let all = try await reopened.all()
        XCTAssertEqual(all.map(\.id), [4, 3, 2, 1])
    }

    func testTheLaterCheckOfASoundLibraryTellsNothingAndKeepsItsConnection() async throws {
        let path = folder + "/library.sqlite"
        try await library(path).add(.movie, id: 1)
        let library = SQLiteLibrary(path: path, now: clock.function, checksIntegrityLater: true)
        let message = await library.checkIntegrity()
        XCTAssertNil(message)
        clock.advance(by: 1)
        try await library.add(.movie, id: 2)
        let all = try await library.all()
        XCTAssertEqual(all.map(\.id), [2, 1])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertFalse(names.contains { $0.contains(".damaged-") })
    }

    /// The watchlist's errors are typed (`throws(CatalogError)`, issue 34): the `let` below compiles only
    /// because the caught error is statically a `CatalogError`, and SQLite's failure arrives as `.storage`.
    func testWatchlistWriteFailureIsTypedAsStorage() async throws {
        let path = folder + "/library.sqlite"
        let library = library(path)
        try await library.add(.movie, id: 1)
        try SQLiteConnection(path: path).run("DROP TABLE watchlist")
        do {
            try await library.add(.movie, id: 2)
            XCTFail("a write SQLite refused must throw")
        } catch {
            let typed: CatalogError = error
            guard case .storage(let message) = typed else { return XCTFail("expected storage, got \(typed)") }
            XCTAssertTrue(message.hasPrefix("The watchlist could not be saved."), message)
        }
    }

    /// A refused import is typed too (`throws(CatalogError)`): `.storage`, and nothing is stored.
    func testRefusedMergeIsTypedAsStorage() async throws {
        let library = library()
        do {
            _ = try await library.merge(LibraryContents(plays: [.init(title: .series(id: 1), watchedAt: 1)]))
            XCTFail("a series play must be refused")
        } catch {
            let typed: CatalogError = error
            XCTAssertEqual(typed, .storage("Only movies and episodes can be marked as watched."))
        }
        let plays = try await library.contents().plays
        XCTAssertTrue(plays.isEmpty)
    }

    /// No in-memory stand-in: a library that cannot be stored refuses every read and write (issue 20).
    func testUnusableLibraryRefusesEveryReadAndWrite() async throws {
        let takenByAFolder = folder + "/library.sqlite"
        try FileManager.default.createDirectory(atPath: takenByAFolder, withIntermediateDirectories: true)
        let aFile = folder + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: aFile))
        for path in ["/proc/popcorn-cannot-exist/library.sqlite", takenByAFolder, aFile + "/library.sqlite"] {
            let library = SQLiteLibrary(path: path, now: clock.function)
            guard case .storage(let message) = library.openingProblem else {
                return XCTFail("\(path): expected a storage problem, got \(String(describing: library.openingProblem))")
            }
            XCTAssertTrue(message.contains("nothing can be saved"), message)
            XCTAssertEqual(library.openingMessage, message)
            do {
                try await library.add(.movie, id: 1)
                XCTFail("\(path): an unstored change must throw")
            } catch {}
            do {
                _ = try await library.addPlays([.movie(id: 1)], watchedAt: nil)
                XCTFail("\(path): an unstored play must throw")
            } catch {}
            do {
                try await library.setRating(5, for: .movie(id: 1))
                XCTFail("\(path): an unstored rating must throw")
            } catch {}
            do {
                _ = try await library.all()
                XCTFail("\(path): reading an unusable library must throw")
            } catch {}
        }
    }

    func testRecentSearchesOrderDeduplicationLimitAndPersistence() async throws {
        let library = library()
        let empty = await library.recentSearches()
        XCTAssertEqual(empty, [])
        await library.save(["dune", "  ", "Alien", "DUNE"] + (1...20).map { "q\($0)" })
        let saved = await library.recentSearches()
        XCTAssertEqual(saved, ["dune", "Alien", "q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8"])
        let reopened = self.library()
        let again = await reopened.recentSearches()
        XCTAssertEqual(again, saved)
    }
}
