import XCTest

@testable import Catalog

/// ``ListSync``'s merge decisions with an in-memory library and account (the real storage and TMDb client
/// are covered by ListSyncCLITests): who wins a rename, tombstones, and when a sync stops before changing
/// anything.
final class ListSyncTests: XCTestCase {
    private let noir = LibraryTitle(.movie, id: 550)
    private let heat = LibraryTitle(.movie, id: 949)
    private let dark = LibraryTitle(.tvSeries, id: 70523)

    private func synced(
        name: String = "Noir", syncedName: String? = "Noir", items: [LibraryTitle: Bool] = [:],
        removed: Set<LibraryTitle> = [], deleted: Bool = false
    ) -> SyncedUserList {
        SyncedUserList(
            id: 1, remoteID: 10, name: name, description: "", syncedName: syncedName, syncedDescription: "",
            isDeleted: deleted, items: items, removed: removed)
    }

    func testARenameOnBothSidesIsPopcornsAndARenameThereOnlyComesHere() async throws {
        let store = MemoryListStore([synced(name: "Noir Classics")])
        let remote = MemoryListsRemote([RemoteList(id: 10, name: "Film Noir", description: "", items: [])])
        try await ListSync(store: store, remote: remote, log: { _ in }).run()
        let renamed = await remote.lists.first?.name
        XCTAssertEqual(renamed, "Noir Classics", "both changed: Popcorn wins")

        let quiet = MemoryListStore([synced()])
        try await ListSync(store: quiet, remote: remote, log: { _ in }).run()
        let local = await quiet.lists.first
        XCTAssertEqual(local?.name, "Noir Classics", "changed there only: taken here")
        XCTAssertEqual(local?.syncedName, "Noir Classics")
    }

    func testTombstonesGoOnceBothSidesAgreeAndRefusedTitlesStayPending() async throws {
        let store = MemoryListStore([synced(items: [heat: false], removed: [noir, dark])])
        let remote = MemoryListsRemote([RemoteList(id: 10, name: "Noir", description: "", items: [noir])])
        await remote.refuse(heat)
        let report = try await ListSync(store: store, remote: remote, log: { _ in }).run()
        let list = await store.lists.first
        XCTAssertEqual(list?.removed, [], "noir removed there, dark gone from both")
        XCTAssertEqual(list?.items, [heat: false], "refused: still pending")
        XCTAssertEqual(list?.pendingChangeCount, 1)
        XCTAssertEqual(report, SyncReport(sent: 1, received: 0))
        let held = await remote.lists.first?.items
        XCTAssertEqual(held, [])
    }

    func testAShrunkAccountIsBelievedOnlyWhenASecondReadAgrees() async throws {
        let agreed: [LibraryTitle: Bool] = [noir: true, heat: true, dark: true]
        let store = MemoryListStore([synced(items: agreed)])
        let remote = MemoryListsRemote([RemoteList(id: 10, name: "Noir", description: "", items: [noir])])
        await remote.answerOnce([RemoteList(id: 10, name: "Noir", description: "", items: [])])
        do {
            try await ListSync(store: store, remote: remote, log: { _ in }).run()
            XCTFail("a shrunk answer that a second read contradicts was believed")
        } catch {
            guard case .decoding = error as? CatalogError else { return XCTFail("\(error)") }
        }
        let untouched = await store.lists.first?.items
        XCTAssertEqual(untouched, agreed)
        try await ListSync(store: store, remote: remote, log: { _ in }).run()
        let after = await store.lists.first?.items
        XCTAssertEqual(after, [noir: true], "the same answer twice: the removals are real")
    }

    func testAnUnauthorisedAccountStopsBeforeAnyChange() async throws {
        let store = MemoryListStore([synced(items: [noir: false])])
        let remote = MemoryListsRemote([RemoteList(id: 10, name: "Noir", description: "", items: [heat])])
        await remote.failReads(with: .unauthorised)
        do {
            try await ListSync(store: store, remote: remote, log: { _ in }).run()
            XCTFail("no error")
        } catch {
            XCTAssertEqual(error as? CatalogError, .unauthorised)
        }
        let list = await store.lists.first
        XCTAssertEqual(list?.items, [noir: false])
    }
}

/// The library's lists in memory, with the sync columns' meaning.
private actor MemoryListStore: ListSyncStore {
    var lists: [SyncedUserList]

    init(_ lists: [SyncedUserList]) {
        self.lists = lists
    }

    func listsForSync() -> [SyncedUserList] { lists }

    private func update(_ id: Int, _ change: (SyncedUserList) -> SyncedUserList) {
        lists = lists.map { $0.id == id ? change($0) : $0 }
    }

    private func copy(
        _ list: SyncedUserList, remoteID: Int? = nil, name: String? = nil, syncedName: String? = nil,
        items: [LibraryTitle: Bool]? = nil, removed: Set<LibraryTitle>? = nil
    ) -> SyncedUserList {
        SyncedUserList(
            id: list.id, remoteID: remoteID ?? list.remoteID, name: name ?? list.name, description: list.description,
            syncedName: syncedName ?? list.syncedName, syncedDescription: list.syncedDescription,
            isDeleted: list.isDeleted, items: items ?? list.items, removed: removed ?? list.removed)
    }

    func linkList(_ id: Int, remoteID: Int, name: String, description: String) {
        update(id) { copy($0, remoteID: remoteID, syncedName: name) }
    }

    func importList(_ list: RemoteList) {
        lists.append(
            SyncedUserList(
                id: (lists.map(\.id).max() ?? 0) + 1, remoteID: list.id, name: list.name,
                description: list.description, syncedName: list.name, syncedDescription: list.description,
                isDeleted: false, items: Dictionary(uniqueKeysWithValues: list.items.map { ($0, true) }), removed: []))
    }

    func forgetList(_ id: Int) {
        lists.removeAll { $0.id == id }
    }

    func applyListInfo(_ id: Int, name: String, description: String) {
        update(id) { copy($0, name: name, syncedName: name) }
    }

    func applyItems(_ id: Int, added: Set<LibraryTitle>, removed: Set<LibraryTitle>) {
        update(id) { list in
            var items = list.items
            for title in added { items[title] = true }
            for title in removed where items[title] == true { items[title] = nil }
            return copy(list, items: items)
        }
    }

    func recordItems(_ id: Int, present: Set<LibraryTitle>, gone: Set<LibraryTitle>) {
        update(id) { list in
            var items = list.items
            for title in present where items[title] != nil { items[title] = true }
            return copy(list, items: items, removed: list.removed.subtracting(gone))
        }
    }

    func resetItems(_ id: Int) {
        update(id) { copy($0, items: $0.items.mapValues { _ in false }, removed: []) }
    }
}

/// The account's lists in memory; titles it is told to refuse are answered `success: false`.
private actor MemoryListsRemote: ListsRemote {
    var lists: [RemoteList]
    private var refused: Set<LibraryTitle> = []
    private var onceAnswers: [[RemoteList]] = []
    private var readFailure: CatalogError?

    init(_ lists: [RemoteList]) {
        self.lists = lists
    }

    func refuse(_ title: LibraryTitle) { refused.insert(title) }
    func answerOnce(_ answer: [RemoteList]) { onceAnswers.append(answer) }
    func failReads(with error: CatalogError) { readFailure = error }

    func remoteLists() throws -> [RemoteList] {
        if let readFailure { throw readFailure }
        if !onceAnswers.isEmpty { return onceAnswers.removeFirst() }
        return lists
    }

    func createRemoteList(name: String, description: String) -> Int {
        let id = (lists.map(\.id).max() ?? 0) + 1
        lists.append(RemoteList(id: id, name: name, description: description, items: []))
        return id
    }

    func updateRemoteList(_ id: Int, name: String, description: String) {
        lists = lists.map {
            $0.id == id ? RemoteList(id: id, name: name, description: description, items: $0.items) : $0
        }
    }

    func deleteRemoteList(_ id: Int) {
        lists.removeAll { $0.id == id }
    }

    func addItems(_ items: Set<LibraryTitle>, toRemoteList id: Int) -> ListItemsOutcome {
        edit(id, items) { $0.union($1) }
    }

    func removeItems(_ items: Set<LibraryTitle>, fromRemoteList id: Int) -> ListItemsOutcome {
        edit(id, items) { $0.subtracting($1) }
    }

    private func edit(
        _ id: Int, _ items: Set<LibraryTitle>, _ change: (Set<LibraryTitle>, Set<LibraryTitle>) -> Set<LibraryTitle>
    ) -> ListItemsOutcome {
        let done = items.subtracting(refused)
        lists = lists.map {
            $0.id == id
                ? RemoteList(id: id, name: $0.name, description: $0.description, items: change($0.items, done)) : $0
        }
        return ListItemsOutcome(done: done, failed: items.intersection(refused))
    }
}
