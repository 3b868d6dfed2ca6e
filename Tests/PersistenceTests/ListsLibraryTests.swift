import Catalog
import Foundation
import XCTest

@testable import Persistence

/// The user's lists, statuses and hidden titles in a real library file (issue 39).
final class ListsLibraryTests: XCTestCase {
    private var folder: String!
    private let clock = TestClock()
    private let matrix = LibraryTitle(.movie, id: 603)
    private let thrones = LibraryTitle(.tvSeries, id: 1399)
    private let office = LibraryTitle(.tvSeries, id: 2316)

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func library() -> SQLiteLibrary {
        SQLiteLibrary(path: folder + "/library.sqlite", now: clock.function)
    }

    func testCreateRenameDescribeAndListWithCounts() async throws {
        let library = library()
        let films = try await library.createList(name: "  Films  ", description: "Good ones")
        XCTAssertEqual(films.name, "Films", "spaces around the name are trimmed")
        XCTAssertEqual(films.createdAt, clock.now)
        clock.advance(by: 10)
        let anime = try await library.createList(name: "anime", description: "")
        XCTAssertNotEqual(anime.id, films.id)
        try await library.addToList(films.id, [matrix, thrones])
        clock.advance(by: 10)
        try await library.renameList(films.id, to: "Cinema")
        try await library.describeList(films.id, as: "Only the best")
        let lists = try await library.lists()
        XCTAssertEqual(lists.map(\.name), ["anime", "Cinema"], "by name, ignoring case")
        XCTAssertEqual(lists.map(\.itemCount), [0, 2])
        let cinema = try XCTUnwrap(lists.last)
        XCTAssertEqual(cinema.description, "Only the best")
        XCTAssertEqual(cinema.createdAt, clock.now - 20)
        XCTAssertEqual(cinema.updatedAt, clock.now)
        let byName = try await library.list(named: "Cinema")
        let byID = try await library.list(named: String(anime.id))
        XCTAssertEqual(byName.id, films.id)
        XCTAssertEqual(byID.name, "anime")
    }

    func testBadNamesDuplicatesAndUnknownListsAreRefusedAndChangeNothing() async throws {
        let library = library()
        let films = try await library.createList(name: "Films", description: "")
        await assertRefused(.emptyName) { try await library.createList(name: "   ", description: "") }
        await assertRefused(.nameTooLong) {
            try await library.createList(name: String(repeating: "x", count: 101), description: "")
        }
        await assertRefused(.duplicateName("Films")) { try await library.createList(name: "FILMS", description: "") }
        let other = try await library.createList(name: String(repeating: "y", count: 100), description: "")
        await assertRefused(.duplicateName("Films")) { try await library.renameList(other.id, to: "films") }
        await assertRefused(.unknownList("999")) { try await library.addToList(999, [self.matrix]) }
        await assertRefused(.unknownList("999")) { try await library.items(ofList: 999) }
        await assertRefused(.unknownList("nope")) { try await library.list(named: "nope") }
        try await library.renameList(films.id, to: "FILMS")
        let names = try await library.lists().map(\.name)
        XCTAssertEqual(names, ["FILMS", String(repeating: "y", count: 100)], "a list may change its own name's case")
    }

    func testAddAndRemoveItemsNewestFirstWithoutDuplicates() async throws {
        let library = library()
        let list = try await library.createList(name: "Mixed", description: "")
        let first = try await library.addToList(list.id, [matrix])
        clock.advance(by: 5)
        let second = try await library.addToList(list.id, [thrones, matrix, office])
        XCTAssertEqual([first, second], [1, 2], "a title already in the list is not added again")
        let items = try await library.items(ofList: list.id)
        XCTAssertEqual(Set(items.prefix(2).map(\.title)), [thrones, office])
        XCTAssertEqual(items.last, UserListItem(title: matrix, addedAt: clock.now - 5), "its first date is kept")
        let removed = try await library.removeFromList(list.id, [matrix, LibraryTitle(.movie, id: 1)])
        XCTAssertEqual(removed, 1)
        let left = try await library.items(ofList: list.id)
        XCTAssertEqual(Set(left.map(\.title)), [thrones, office])
    }

    func testDeleteAndUndoRestoreTheListWithItsIdAndItems() async throws {
        let library = library()
        let list = try await library.createList(name: "Weekend", description: "Short ones")
        try await library.addToList(list.id, [matrix])
        clock.advance(by: 1)
        try await library.addToList(list.id, [office])
        let deleted = try await library.deleteList(list.id)
        XCTAssertEqual(deleted.items.map(\.title), [office, matrix])
        let afterDelete = try await library.lists()
        XCTAssertEqual(afterDelete, [])
        await assertRefused(.unknownList(String(list.id))) { try await library.items(ofList: list.id) }
        let next = try await library.createList(name: "Next", description: "")
        XCTAssertGreaterThan(next.id, list.id, "a deleted list's id is never given to another")
        try await library.restore(deleted)
        try await library.restore(deleted)
        let restored = try await library.list(list.id)
        XCTAssertEqual(restored?.name, "Weekend")
        XCTAssertEqual(restored?.description, "Short ones")
        XCTAssertEqual(restored?.createdAt, list.createdAt)
        let items = try await library.items(ofList: list.id)
        XCTAssertEqual(items, deleted.items, "restoring twice adds nothing twice")
    }

    func testUndoIsRefusedWhenTheNameWasTakenMeanwhile() async throws {
        let library = library()
        let list = try await library.createList(name: "Weekend", description: "")
        let deleted = try await library.deleteList(list.id)
        _ = try await library.createList(name: "weekend", description: "")
        await assertRefused(.duplicateName("weekend")) { try await library.restore(deleted) }
    }

    func testAListTheAccountHasIsKeptAsATombstoneUntilTheSync() async throws {
        let path = folder + "/library.sqlite"
        let library = library()
        let list = try await library.createList(name: "Synced", description: "")
        try await library.addToList(list.id, [matrix, office])
        // What the sync records once the account has the list and its items.
        let connection = try SQLiteConnection(path: path)
        try connection.run("UPDATE user_list SET remoteID = 77, syncedName = name, syncedDescription = description")
        try connection.run("UPDATE user_list_item SET synced = 1 WHERE titleID = 603")
        try await library.removeFromList(list.id, [matrix, office])
        let items = try connection.query(
            "SELECT titleID, removedAt IS NOT NULL FROM user_list_item ORDER BY titleID"
        ) { [$0.int(0), $0.int(1)] }
        XCTAssertEqual(items, [[603, 1]], "the synced item is a tombstone, the other one is gone")
        try await library.addToList(list.id, [matrix])
        let readded = try connection.query("SELECT removedAt IS NULL, synced FROM user_list_item") {
            [$0.int(0), $0.int(1)]
        }
        XCTAssertEqual(readded, [[1, 1]], "adding it back undoes the removal")
        let deleted = try await library.deleteList(list.id)
        let tombstone = try connection.query("SELECT remoteID, deletedAt FROM user_list") {
            [$0.int(0), Int64($0.double(1))]
        }
        XCTAssertEqual(tombstone, [[77, Int64(clock.now)]])
        let visible = try await library.lists()
        XCTAssertEqual(visible, [])
        try await library.restore(deleted)
        let back = try await library.items(ofList: list.id)
        XCTAssertEqual(back.map(\.title), [matrix])
        let remote = try connection.query("SELECT remoteID FROM user_list WHERE deletedAt IS NULL") { $0.int(0) }
        XCTAssertEqual(remote, [77], "undo keeps the link to the account's list")
    }

    func testStatusesSetChangeClearAndOnlyForSeries() async throws {
        let library = library()
        try await library.setStatus(.onHold, of: thrones)
        clock.advance(by: 10)
        try await library.setStatus(.onHold, of: thrones)
        try await library.setStatus(.dropped, of: office)
        var statuses = try await library.statuses()
        XCTAssertEqual(
            statuses,
            [
                TitleStatus(title: office, status: .dropped, changedAt: clock.now),
                TitleStatus(title: thrones, status: .onHold, changedAt: clock.now - 10),
            ], "setting the same status keeps its date")
        await assertRefused(.statusOnlyForSeries) { try await library.setStatus(.dropped, of: self.matrix) }
        await assertRefused(.statusNotSettable(.watching)) { try await library.setStatus(.watching, of: self.thrones) }
        try await library.setStatus(nil, of: office)
        statuses = try await library.statuses()
        XCTAssertEqual(statuses.map(\.title), [thrones])
    }

    func testHideAndUnhide() async throws {
        let library = library()
        try await library.setHidden(true, [matrix])
        clock.advance(by: 3)
        try await library.setHidden(true, [office, matrix])
        var hidden = try await library.hiddenTitles()
        XCTAssertEqual(
            hidden,
            [HiddenTitle(title: office, hiddenAt: clock.now), HiddenTitle(title: matrix, hiddenAt: clock.now - 3)])
        try await library.setHidden(false, [matrix])
        hidden = try await library.hiddenTitles()
        XCTAssertEqual(hidden.map(\.title), [office])
    }

    func testObserversHearEveryChangeAndOtherProcesses() async throws {
        let library = library()
        var iterator = library.listsChanges().makeAsyncIterator()
        let initial = await iterator.next()
        XCTAssertEqual(initial, ListsSnapshot())
        let list = try await library.createList(name: "Films", description: "")
        let created = await iterator.next()
        XCTAssertEqual(created?.lists.map(\.name), ["Films"])
        try await library.addToList(list.id, [matrix])
        let added = await iterator.next()
        XCTAssertEqual(added?.items[list.id]?.map(\.title), [matrix])
        let other = SQLiteLibrary(path: folder + "/library.sqlite", now: clock.function)
        try await other.setHidden(true, [thrones])
        let hidden = await iterator.next()
        XCTAssertEqual(hidden?.hiddenAtByTitle, [thrones: clock.now], "a change made elsewhere arrives too")
    }

    func testEverythingSurvivesAReopen() async throws {
        let list: UserList
        do {
            let library = library()
            list = try await library.createList(name: "Kept", description: "For later")
            try await library.addToList(list.id, [matrix, thrones])
            try await library.setStatus(.dropped, of: thrones)
            try await library.setHidden(true, [matrix])
        }
        let reopened = library()
        let lists = try await reopened.lists()
        XCTAssertEqual(lists, [list.with(itemCount: 2)])
        let statuses = try await reopened.statuses()
        XCTAssertEqual(statuses.map(\.status), [.dropped])
        let hidden = try await reopened.hiddenTitles()
        XCTAssertEqual(hidden.map(\.title), [matrix])
    }

    /// A library written by the version before lists (schema 5, tests' fixture) gains the tables and keeps
    /// its watchlist, ratings, plays and follow choices.
    func testALibraryOfTheVersionBeforeListsKeepsItsDataAndGainsLists() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/library-v5.sqlite").path
        let path = folder + "/library.sqlite"
        try FileManager.default.copyItem(atPath: fixture, toPath: path)
        XCTAssertEqual(try SQLiteConnection(path: fixture, readOnly: true).userVersion, 5)
        let library = library()
        XCTAssertNil(library.openingProblem)
        let watchlist = try await library.all()
        XCTAssertEqual(Set(watchlist.map(\.id)), [603, 1399])
        let snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.rating(.movie(id: 603)), 8)
        XCTAssertEqual(snapshot.plays.count, 1)
        let follows = try await library.followChoices()
        XCTAssertEqual(follows, [1399: true])
        let list = try await library.createList(name: "New", description: "")
        try await library.addToList(list.id, [matrix])
        try await library.setStatus(.onHold, of: thrones)
        let items = try await library.items(ofList: list.id)
        XCTAssertEqual(items.map(\.title), [matrix])
        XCTAssertEqual(
            try SQLiteConnection(path: path, readOnly: true).userVersion, LibraryOpener.migrator.latestVersion)
    }

    func testSalvageOfADamagedLibraryKeepsListsStatusesHiddenTitlesAndTombstones() async throws {
        let path = folder + "/library.sqlite"
        let list: UserList
        do {
            let library = library()
            list = try await library.createList(name: "Saved", description: "Keep me")
            try await library.addToList(list.id, [matrix, office])
            let synced = try await library.createList(name: "Synced", description: "")
            try await library.addToList(synced.id, [thrones])
            let connection = try SQLiteConnection(path: path)
            try connection.run(
                "UPDATE user_list SET remoteID = 5, syncedName = 'Old' WHERE id = ?", [.integer(Int64(synced.id))])
            try connection.run("UPDATE user_list_item SET synced = 1")
            _ = try await library.deleteList(synced.id)
            try await library.setStatus(.onHold, of: thrones)
            try await library.setHidden(true, [office])
            await library.save(["a"])
        }
        try damageRootPage(of: "recent_search", in: path)
        let recovered = library()
        XCTAssertNotNil(recovered.openingNotice, "the damage was found and the library recovered")
        let lists = try await recovered.lists()
        XCTAssertEqual(lists, [list.with(itemCount: 2)])
        let items = try await recovered.items(ofList: list.id)
        XCTAssertEqual(Set(items.map(\.title)), [matrix, office])
        let statuses = try await recovered.statuses()
        XCTAssertEqual(statuses.map(\.title), [thrones])
        let hidden = try await recovered.hiddenTitles()
        XCTAssertEqual(hidden.map(\.title), [office])
        let tombstones = try SQLiteConnection(path: path, readOnly: true).query(
            "SELECT remoteID, syncedName, deletedAt IS NOT NULL, (SELECT COUNT(*) FROM user_list_item WHERE synced = 1) "
                + "FROM user_list WHERE deletedAt IS NOT NULL"
        ) { "\($0.int(0)) \($0.text(1)) \($0.int(2)) \($0.int(3))" }
        XCTAssertEqual(tombstones, ["5 Old 1 3"], "the sync's columns and the deleted list's tombstone survive")
    }

    private func assertRefused<T>(
        _ expected: ListError, file: StaticString = #filePath, line: UInt = #line,
        _ body: () async throws -> T
    ) async {
        do {
            _ = try await body()
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? ListError, expected, file: file, line: line)
        }
    }
}

extension UserList {
    fileprivate func with(itemCount: Int) -> UserList {
        UserList(
            id: id, name: name, description: description, createdAt: createdAt, updatedAt: updatedAt,
            itemCount: itemCount)
    }
}
