import XCTest

@testable import Catalog

/// The three-way merge of account sync: who wins for every combination of changes.
final class SyncPlanTests: XCTestCase {
    private let movie = SyncItem.watchlist(.movie, id: 603)
    private let series = SyncItem.watchlist(.tvSeries, id: 1399)
    private let rating = SyncItem.rating(.movie(id: 603))
    private let episodeRating = SyncItem.rating(.episode(EpisodeKey(seriesID: 1399, season: 1, episode: 2)))

    func testFirstSyncIsAUnionOfBothSides() {
        let local = LocalSyncState(side: SyncSide(values: [movie: 1, rating: 8], changedAt: [rating: 100]))
        let remote = SyncSide(values: [series: 1, episodeRating: 6])
        let plan = SyncPlan(local: local, remote: remote)
        XCTAssertEqual(plan.push, [SyncChange(rating, 8), SyncChange(movie, 1)])
        XCTAssertEqual(plan.apply, [SyncChange(episodeRating, 6), SyncChange(series, 1)])
        XCTAssertEqual(plan.agree, [])
    }

    func testRemovalsPropagateFromEitherSideOnceAgreed() {
        // Both held the movie and the series at the last sync: Popcorn removed the movie, the account the series.
        let local = LocalSyncState(
            side: SyncSide(values: [series: 1]), removedAt: [movie: 200],
            base: [movie: 1, series: 1], lastSyncAt: 100)
        let remote = SyncSide(values: [movie: 1])
        let plan = SyncPlan(local: local, remote: remote)
        XCTAssertEqual(plan.push, [SyncChange(movie, nil)])
        XCTAssertEqual(plan.apply, [SyncChange(series, nil)])
    }

    func testAgreementIsRecordedWhenBothSidesMadeTheSameChange() {
        let local = LocalSyncState(side: SyncSide(values: [movie: 1, rating: 7]), base: [rating: 5], lastSyncAt: 100)
        let plan = SyncPlan(local: local, remote: SyncSide(values: [movie: 1, rating: 7]))
        XCTAssertEqual(plan.agree, [SyncChange(rating, 7), SyncChange(movie, 1)])
        XCTAssertEqual(plan.push, [])
        XCTAssertEqual(plan.apply, [])
    }

    func testRatingChangedOnBothSidesTheNewerWins() {
        let base: [SyncItem: Int] = [rating: 5]
        let newerHere = LocalSyncState(
            side: SyncSide(values: [rating: 7], changedAt: [rating: 300]), base: base,
            lastSyncAt: 100)
        let olderThere = SyncSide(values: [rating: 9], changedAt: [rating: 200])
        XCTAssertEqual(SyncPlan(local: newerHere, remote: olderThere).push, [SyncChange(rating, 7)])

        let olderHere = LocalSyncState(
            side: SyncSide(values: [rating: 7], changedAt: [rating: 150]), base: base,
            lastSyncAt: 100)
        let plan = SyncPlan(local: olderHere, remote: olderThere)
        XCTAssertEqual(plan.apply, [SyncChange(rating, 9)])
        XCTAssertEqual(plan.push, [])
    }

    func testRemovalHereAgainstAnOlderChangeThereWins() {
        // Popcorn removed the rating at 300; the account changed it at 200 (both after the last sync at 100).
        let local = LocalSyncState(side: SyncSide(), removedAt: [rating: 300], base: [rating: 5], lastSyncAt: 100)
        XCTAssertEqual(
            SyncPlan(local: local, remote: SyncSide(values: [rating: 9], changedAt: [rating: 200])).push,
            [SyncChange(rating, nil)])
        // …and loses to a newer one.
        XCTAssertEqual(
            SyncPlan(local: local, remote: SyncSide(values: [rating: 9], changedAt: [rating: 400])).apply,
            [SyncChange(rating, 9)])
    }

    func testUnknownRemoteTimeLetsTheChangeMadeInPopcornWin() {
        let local = LocalSyncState(
            side: SyncSide(values: [episodeRating: 4], changedAt: [episodeRating: 300]),
            base: [episodeRating: 5], lastSyncAt: 100)
        XCTAssertEqual(
            SyncPlan(local: local, remote: SyncSide(values: [episodeRating: 9])).push,
            [SyncChange(episodeRating, 4)])
    }

    func testARemovalBeforeTheLastSyncDoesNotUndoANewAdditionThere() {
        // Removed here long ago (tombstone kept), added on the website since: it comes to Popcorn.
        let old = LocalSyncState(side: SyncSide(), removedAt: [movie: 50], lastSyncAt: 100)
        XCTAssertEqual(SyncPlan(local: old, remote: SyncSide(values: [movie: 1])).apply, [SyncChange(movie, 1)])
        // Removed here after the last sync, while added there: the removal is sent (the account's time is unknown).
        let recent = LocalSyncState(side: SyncSide(), removedAt: [movie: 150], lastSyncAt: 100)
        XCTAssertEqual(SyncPlan(local: recent, remote: SyncSide(values: [movie: 1])).push, [SyncChange(movie, nil)])
    }

    func testPendingChangesCountWhatASyncWouldSend() {
        let state = LocalSyncState(
            side: SyncSide(values: [movie: 1, rating: 8]), removedAt: [series: 150],
            base: [rating: 8, series: 1], lastSyncAt: 100)
        XCTAssertEqual(state.pendingChangeCount, 2, "the added movie and the removed series")
        XCTAssertEqual(LocalSyncState(side: SyncSide(values: [rating: 8]), base: [rating: 8]).pendingChangeCount, 0)
    }
}
