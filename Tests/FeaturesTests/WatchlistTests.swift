import Catalog
import Store
import StoreTesting
import TMDb
import XCTest

@testable import Features

@MainActor
final class WatchlistTests: XCTestCase {
    private let catalog = FakeCatalog()

    override func setUp() async throws {
        for id in [1, 2, 3] {
            catalog.answer(MovieResource(id: id), with: Fetched(Fixtures.movie(id, title: "Movie \(id)")))
        }
        catalog.answer(TVSeriesResource(id: 7), with: Fetched(Fixtures.series(7)))
    }

    private func makeStore(_ watchlist: FakeWatchlist) -> TestStore<WatchlistFeature.State, WatchlistFeature.Action> {
        TestStore(
            initialState: WatchlistFeature.State(),
            reducer: WatchlistFeature(client: .init(watchlist: watchlist, catalog: catalog)))
    }

    private func item(_ kind: WatchlistKind, _ id: Int, addedAt: Double) -> WatchlistItem {
        switch kind {
        case .movie:
            WatchlistItem(
                kind: .movie, tmdbID: id, title: "Movie \(id)", poster: Fixtures.poster("/m\(id).jpg"),
                date: CalendarDate(year: 2019, month: 3, day: 8), addedAt: addedAt)
        case .tvSeries:
            WatchlistItem(
                kind: .tvSeries, tmdbID: id, title: "Lighthouse Keepers", poster: Fixtures.poster("/t\(id).jpg"),
                date: CalendarDate(year: 2015, month: 9, day: 1), addedAt: addedAt)
        }
    }

    func testMoviesAndSeriesMostRecentFirstWithLiveUpdates() async throws {
        let watchlist = FakeWatchlist([
            WatchlistEntry(kind: .movie, id: 1, addedAt: 10),
            WatchlistEntry(kind: .tvSeries, id: 7, addedAt: 30),
            WatchlistEntry(kind: .movie, id: 2, addedAt: 20),
        ])
        let store = makeStore(watchlist)
        await store.send(.task) { $0.items = .loading }
        let initial = [item(.tvSeries, 7, addedAt: 30), item(.movie, 2, addedAt: 20), item(.movie, 1, addedAt: 10)]
        await store.receive(.itemsLoaded(initial, isStale: false, failures: [])) {
            $0.items = .ready(initial, isStale: false)
        }
        XCTAssertEqual(store.state.items.content?.map(\.route), [.tvSeries(id: 7), .movie(id: 2), .movie(id: 1)])
        XCTAssertEqual(
            store.state.items.content?.map(\.year), ["2015", "2019", "2019"],
            "a card shows the release (movie) or first air (series) year")

        try await watchlist.add(.movie, id: 3)
        let added = [item(.movie, 3, addedAt: 1_001)] + initial
        await store.receive(.itemsLoaded(added, isStale: false, failures: [])) {
            $0.items = .ready(added, isStale: false)
        }

        try await watchlist.remove(.tvSeries, id: 7)
        let removed = added.filter { $0.kind != .tvSeries }
        await store.receive(.itemsLoaded(removed, isStale: false, failures: [])) {
            $0.items = .ready(removed, isStale: false)
        }

        store.cancelInFlightEffects()
        await store.finish()
        XCTAssertEqual(
            catalog.calls(MovieResource.self).map(\.id).sorted(), [1, 2, 3],
            "titles already loaded are not fetched again")
        XCTAssertEqual(catalog.calls(TVSeriesResource.self).map(\.id), [7])
    }

    func testAnItemWhoseDetailsFailIsSkipped() async {
        let watchlist = FakeWatchlist([
            WatchlistEntry(kind: .movie, id: 1, addedAt: 10),
            WatchlistEntry(kind: .movie, id: 404, addedAt: 20),
        ])
        let store = makeStore(watchlist)
        await store.send(.task) { $0.items = .loading }
        let items = [item(.movie, 1, addedAt: 10)]
        await store.receive(.itemsLoaded(items, isStale: false, failures: [.notFound])) {
            $0.items = .ready(items, isStale: false)
        }
        store.cancelInFlightEffects()
        await store.finish()
    }

    func testEmptyWatchlistShowsTheEmptyStateThenFillsLive() async throws {
        let watchlist = FakeWatchlist()
        let store = makeStore(watchlist)
        await store.send(.task) { $0.items = .loading }
        await store.receive(.itemsLoaded([], isStale: false, failures: [])) { $0.items = .empty }
        XCTAssertFalse(WatchlistFeature.State.emptyTitle.isEmpty)
        try await watchlist.add(.movie, id: 2)
        let items = [item(.movie, 2, addedAt: 1_001)]
        await store.receive(.itemsLoaded(items, isStale: false, failures: [])) {
            $0.items = .ready(items, isStale: false)
        }
        store.cancelInFlightEffects()
        await store.finish()
    }

    func testStaleDetailsMarkTheListStale() async {
        catalog.answer(MovieResource(id: 1), with: Fetched(Fixtures.movie(1, title: "Movie 1"), isStale: true))
        let store = makeStore(FakeWatchlist([WatchlistEntry(kind: .movie, id: 1, addedAt: 10)]))
        await store.send(.task) { $0.items = .loading }
        let items = [item(.movie, 1, addedAt: 10)]
        await store.receive(.itemsLoaded(items, isStale: true, failures: [])) {
            $0.items = .ready(items, isStale: true)
        }
        store.cancelInFlightEffects()
        await store.finish()
    }

    func testWhenEveryItemFailsTheErrorShowsAndRetryStartsAgain() async {
        catalog.fail(MovieResource(id: 1), with: .offline)
        let store = makeStore(FakeWatchlist([WatchlistEntry(kind: .movie, id: 1, addedAt: 10)]))
        await store.send(.task) { $0.items = .loading }
        await store.receive(.itemsLoaded([], isStale: false, failures: [.offline])) {
            $0.items = .error(ErrorInfo(CatalogError.offline))
        }
        catalog.answer(MovieResource(id: 1), with: Fetched(Fixtures.movie(1, title: "Movie 1")))
        await store.send(.retry) { $0.items = .loading }
        let items = [item(.movie, 1, addedAt: 10)]
        await store.receive(.itemsLoaded(items, isStale: false, failures: [])) {
            $0.items = .ready(items, isStale: false)
        }
        store.cancelInFlightEffects()
        await store.finish()
    }

    func testALongWatchlistLoadsCompletelyInOrder() async {
        let entries = (1...60).map { WatchlistEntry(kind: .movie, id: $0, addedAt: Double($0)) }
        for id in 1...60 {
            catalog.answer(MovieResource(id: id), with: Fetched(Fixtures.movie(id, title: "Movie \(id)")))
        }
        let store = makeStore(FakeWatchlist(entries))
        await store.send(.task) { $0.items = .loading }
        let items = (1...60).reversed().map { item(.movie, $0, addedAt: Double($0)) }
        await store.receive(.itemsLoaded(items, isStale: false, failures: [])) {
            $0.items = .ready(items, isStale: false)
        }
        store.cancelInFlightEffects()
        await store.finish()
        XCTAssertEqual(catalog.calls(MovieResource.self).count, 60)
    }

    func testSelectingAPosterNavigates() async {
        let store = makeStore(FakeWatchlist())
        await store.send(.itemSelected(item(.tvSeries, 7, addedAt: 1)))
        await store.receive(.navigate(.tvSeries(id: 7)))
        await store.send(.itemSelected(item(.movie, 2, addedAt: 1)))
        await store.receive(.navigate(.movie(id: 2)))
        await store.finish()
    }

    func testACardMenuChangeIsStoredConfirmedAndCanBeUndone() async throws {
        let watchlist = FakeWatchlist()
        let store = makeStore(watchlist)
        await store.send(.setMembership(.movie(id: 2), true))
        let added = WatchlistFeature.CardChange(route: .movie(id: 2), isOnWatchlist: true)
        await store.receive(.membershipSaved(added)) { $0.cardChange = added }
        XCTAssertEqual(watchlist.entries.map(\.id), [2], "stored before it is confirmed")
        XCTAssertEqual(added.message, "Added to your watchlist")
        await store.send(.cardChangeShown) { $0.cardChange = nil }
        // Undo: the opposite change.
        await store.send(.setMembership(.movie(id: 2), false))
        let removed = WatchlistFeature.CardChange(route: .movie(id: 2), isOnWatchlist: false)
        await store.receive(.membershipSaved(removed)) { $0.cardChange = removed }
        XCTAssertEqual(watchlist.entries, [])
        // A person is no watchlist title: nothing happens.
        await store.send(.cardChangeShown) { $0.cardChange = nil }
        await store.send(.setMembership(.person(id: 1), true))
        await store.finish()
        XCTAssertEqual(watchlist.entries, [])
    }

    func testACardMenuChangeThatCannotBeStoredIsAnErrorNeverAConfirmation() async {
        let watchlist = FakeWatchlist()
        watchlist.failSaves(with: .storage("disk full"))
        let store = makeStore(watchlist)
        await store.send(.setMembership(.tvSeries(id: 7), true))
        let error = WatchlistToggle.errorInfo(.storage("disk full"), adding: true)
        await store.receive(.membershipFailed(error)) { $0.cardChangeError = error }
        XCTAssertTrue(error.message.hasPrefix("Could not add to the watchlist."))
        await store.send(.cardChangeShown) { $0.cardChangeError = nil }
        await store.finish()
    }

    func testSortingAndFilteringRearrangeTheGridWithoutLoadingAgain() async {
        let items = [
            WatchlistItem(
                kind: .movie, tmdbID: 1, title: "Échos", poster: nil,
                date: CalendarDate(year: 2001, month: 1, day: 1), addedAt: 30),
            WatchlistItem(
                kind: .tvSeries, tmdbID: 7, title: "anchor street", poster: nil,
                date: CalendarDate(year: 2020, month: 1, day: 1), addedAt: 20),
            WatchlistItem(kind: .movie, tmdbID: 2, title: "Zephyr", poster: nil, date: nil, addedAt: 10),
            WatchlistItem(
                kind: .movie, tmdbID: 3, title: "Blue", poster: nil,
                date: CalendarDate(year: 2010, month: 1, day: 1), addedAt: 40),
        ]
        var initial = WatchlistFeature.State()
        initial.items = .ready(items, isStale: false)
        let store = TestStore(
            initialState: initial,
            reducer: WatchlistFeature(client: .init(watchlist: FakeWatchlist(), catalog: catalog)))
        func shown() -> [String] { store.state.arrangedItems.content?.map(\.title) ?? [] }
        XCTAssertEqual(shown(), ["Blue", "Échos", "anchor street", "Zephyr"], "newest added first")

        var byTitle = WatchlistArrangement.standard
        byTitle.sort = .title
        await store.send(.arrange(byTitle)) { $0.arrangement = byTitle }
        XCTAssertEqual(shown(), ["anchor street", "Blue", "Échos", "Zephyr"], "A to Z, whatever the case and accents")

        var byRelease = byTitle
        byRelease.sort = .release
        await store.send(.arrange(byRelease)) { $0.arrangement = byRelease }
        XCTAssertEqual(shown(), ["anchor street", "Blue", "Échos", "Zephyr"], "newest release first, unknown last")

        var seriesOnly = byRelease
        seriesOnly.kinds = .series
        await store.send(.arrange(seriesOnly)) { $0.arrangement = seriesOnly }
        XCTAssertEqual(shown(), ["anchor street"])

        var unwatchedMovies = byRelease
        unwatchedMovies.kinds = .movies
        unwatchedMovies.unwatchedOnly = true
        await store.send(.arrange(unwatchedMovies)) { $0.arrangement = unwatchedMovies }
        XCTAssertEqual(shown(), ["Blue", "Échos", "Zephyr"])
        let marks = LibraryMarks(watchedMovies: [3, 2])
        await store.send(.libraryMarksChanged(marks)) { $0.marks = marks }
        XCTAssertEqual(shown(), ["Échos"], "watched movies are left out")
        XCTAssertTrue(store.state.arrangement.filters)
        XCTAssertEqual(store.state.items.content?.count, 4, "the list itself is unchanged")
        await store.finish()
    }

    func testMembershipIsKnownOnceTheListLoaded() {
        var state = WatchlistFeature.State()
        XCTAssertNil(state.contains(.movie(id: 1)), "not loaded yet")
        state.items = .empty
        XCTAssertEqual(state.contains(.movie(id: 1)), false)
        state.items = .ready([item(.movie, 1, addedAt: 1)], isStale: false)
        XCTAssertEqual(state.contains(.movie(id: 1)), true)
        XCTAssertEqual(state.contains(.tvSeries(id: 1)), false)
        XCTAssertNil(state.contains(.person(id: 1)), "people are never on the watchlist")
    }
}
