import Catalog
import Foundation
import XCTest

@testable import Persistence

/// Account sync over a real library file and an account held in memory: what the library remembers
/// (tombstones, the base, the account), and that a failed sync loses nothing.
final class AccountSyncLibraryTests: XCTestCase {
    private var folder: String!
    private let clock = TestClock()

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func library() -> SQLiteLibrary {
        SQLiteLibrary(path: folder + "/library.sqlite", now: clock.function)
    }

    func testRemovalsAreRememberedWithTheirTimeAndForgottenOnReAdd() async throws {
        let library = library()
        try await library.add(.movie, id: 603)
        try await library.setRating(8, for: .movie(id: 603))
        clock.advance(by: 10)
        try await library.remove(.movie, id: 603)
        try await library.setRating(nil, for: .movie(id: 603))
        try await library.remove(.movie, id: 999)
        var state = try await self.library().localSyncState()
        XCTAssertEqual(
            state.removedAt, [.watchlist(.movie, id: 603): clock.now, .rating(.movie(id: 603)): clock.now],
            "only what was there is remembered as removed")
        try await library.add(.movie, id: 603)
        state = try await library.localSyncState()
        XCTAssertEqual(state.removedAt.keys.sorted(), [.rating(.movie(id: 603))])
        XCTAssertEqual(state.side.values, [.watchlist(.movie, id: 603): 1])
    }

    func testTwoWaySyncThenRemovalsOnBothSides() async throws {
        let library = library()
        let account = MemoryAccount(values: [.watchlist(.tvSeries, id: 1399): 1, .rating(.movie(id: 550)): 9])
        try await library.add(.movie, id: 603)
        try await library.setRating(7, for: .episode(EpisodeKey(seriesID: 1399, season: 1, episode: 2)))
        var report = try await AccountSync(store: library, remote: account, now: clock.function).run()
        XCTAssertEqual(report, SyncReport(sent: 2, received: 2))
        let afterFirst = try await library.localSyncState()
        XCTAssertEqual(afterFirst.side.values, account.values, "both sides hold the union")
        XCTAssertEqual(afterFirst.base, account.values)
        XCTAssertEqual(afterFirst.lastSyncAt, clock.now)

        clock.advance(by: 60)
        try await library.remove(.movie, id: 603)
        account.values[.watchlist(.tvSeries, id: 1399)] = nil
        account.values[.rating(.movie(id: 550))] = 4
        report = try await AccountSync(store: library, remote: account, now: clock.function).run()
        XCTAssertEqual(report, SyncReport(sent: 1, received: 2))
        let state = try await self.library().localSyncState()
        XCTAssertEqual(state.side.values, account.values)
        XCTAssertEqual(account.values[.watchlist(.movie, id: 603)], nil)
        XCTAssertEqual(state.removedAt, [:], "tombstones both sides agree on are forgotten")
        let watchlist = try await library.all()
        XCTAssertEqual(watchlist, [], "the series removed on the account is gone here too")
    }

    func testAFailedSendStaysPendingAndTheRestIsRecorded() async throws {
        let library = library()
        let account = MemoryAccount(values: [:])
        account.failing = [.watchlist(.movie, id: 2)]
        try await library.add(.movie, id: 1)
        try await library.add(.movie, id: 2)
        do {
            try await AccountSync(store: library, remote: account, now: clock.function).run()
            XCTFail("the failed send must be reported")
        } catch {
            XCTAssertEqual(error as? CatalogError, .server(status: 500))
        }
        var state = try await library.localSyncState()
        XCTAssertEqual(state.base, [.watchlist(.movie, id: 1): 1], "what the account accepted is recorded")
        XCTAssertNil(state.lastSyncAt, "an incomplete sync does not count")
        XCTAssertEqual(state.pendingChangeCount, 1)
        account.failing = []
        let report = try await AccountSync(store: library, remote: account, now: clock.function).run()
        XCTAssertEqual(report.sent, 1, "the retry sends only what is still pending")
        state = try await library.localSyncState()
        XCTAssertEqual(state.pendingChangeCount, 0)
        XCTAssertEqual(account.values.count, 2)
    }

    func testAChangeMadeDuringTheSyncIsNotOverwritten() async throws {
        let library = library()
        let account = MemoryAccount(values: [.rating(.movie(id: 603)): 9])
        account.beforeReturningSide = { try await library.setRating(3, for: .movie(id: 603)) }
        try await AccountSync(store: library, remote: account, now: clock.function).run()
        let snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.ratings[.movie(id: 603)]?.value, 3, "the local rating made meanwhile is kept")
    }

    func testAccountDetailsAndSignOut() async throws {
        let library = library()
        let status = try await library.accountStatus()
        XCTAssertNil(status)
        try await library.signedIn(username: "tester", name: "Test User")
        try await library.add(.movie, id: 603)
        try await AccountSync(store: library, remote: MemoryAccount(values: [:]), now: clock.function).run()
        try await library.markSignInExpired()
        var reopened = try await self.library().accountStatus()
        XCTAssertEqual(
            reopened,
            AccountStatus(
                username: "tester", name: "Test User", lastSyncAt: clock.now,
                signInExpired: true))
        try await library.signedIn(username: "tester", name: "Test User")
        reopened = try await library.accountStatus()
        XCTAssertEqual(reopened?.signInExpired, false)
        XCTAssertEqual(reopened?.lastSyncAt, clock.now, "the same account keeps its sync state")
        try await library.signedIn(username: "someone-else", name: "")
        let other = try await library.localSyncState()
        XCTAssertEqual(other.base, [:], "another account starts from a first sync")
        XCTAssertNil(other.lastSyncAt)
        try await library.signedOut()
        let afterSignOut = try await library.accountStatus()
        XCTAssertNil(afterSignOut)
        let watchlist = try await library.all()
        XCTAssertEqual(watchlist.map(\.id), [603], "signing out keeps the library")
    }
}

/// An account held in memory: its values, and items whose writes fail.
private final class MemoryAccount: AccountRemote, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [SyncItem: Int]
    private var failingItems: Set<SyncItem> = []
    var beforeReturningSide: (@Sendable () async throws -> Void)?

    init(values: [SyncItem: Int]) { stored = values }

    var values: [SyncItem: Int] {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    var failing: Set<SyncItem> {
        get { lock.withLock { failingItems } }
        set { lock.withLock { failingItems = newValue } }
    }

    func syncSide() async throws -> SyncSide {
        let side = SyncSide(values: values)
        try await beforeReturningSide?()
        return side
    }

    /// Everything fits on the newest page of a memory account.
    func newestSide() async throws -> SyncSide {
        try await syncSide()
    }

    func write(_ change: SyncChange) async throws {
        if failing.contains(change.item) { throw CatalogError.server(status: 500) }
        lock.withLock { stored[change.item] = change.value }
    }
}
