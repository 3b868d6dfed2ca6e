import Catalog
import Features
import Store
import StoreTesting
import XCTest

@MainActor
final class WatchlistTests: XCTestCase {
    private let movies = FakeMovies()
    private let series = FakeSeries()

    override func setUp() async throws {
        for id in [1, 2, 3] { movies.stub.answer(id, with: Fetched(Fixtures.movie(id, title: "Movie \(id)"))) }
        series.stub.answer(7, with: Fetched(Fixtures.series(7)))
    }

    private func makeStore(_ watchlist: FakeWatchlist) -> TestStore<WatchlistFeature.State, WatchlistFeature.Action> {
        TestStore(initialState: WatchlistFeature.State(),
                  reducer: WatchlistFeature(client: .init(watchlist: watchlist, movies: movies, series: series)))
    }

    private func item(_ kind: WatchlistKind, _ id: Int, addedAt: Double) -> WatchlistItem {
        switch kind {
        case .movie:
            WatchlistItem(kind: .movie, tmdbID: id, title: "Movie \(id)", poster: Fixtures.poster("/m\(id).jpg"),
                          date: CalendarDate(year: 2019, month: 3, day: 8), addedAt: addedAt)
        case .tvSeries:
            WatchlistItem(kind: .tvSeries, tmdbID: id, title: "Lighthouse Keepers", poster: Fixtures.poster("/t\(id).jpg"),
                          date: CalendarDate(year: 2015, month: 9, day: 1), addedAt: addedAt)
        }
    }

    func testMoviesAndSeriesMostRecentFirstWithLiveUpdates() async throws {
        let watchlist = FakeWatchlist([WatchlistEntry(kind: .movie, id: 1, addedAt: 10),
                                       WatchlistEntry(kind: .tvSeries, id: 7, addedAt: 30),
                                       WatchlistEntry(kind: .movie, id: 2, addedAt: 20)])
        let store = makeStore(watchlist)
        await store.send(.task) { $0.items = .loading }
        let initial = [item(.tvSeries, 7, addedAt: 30), item(.movie, 2, addedAt: 20), item(.movie, 1, addedAt: 10)]
        await store.receive(.itemsLoaded(initial, isStale: false, failures: [])) { $0.items = .ready(initial, isStale: false) }
        XCTAssertEqual(store.state.items.content?.map(\.route), [.tvSeries(id: 7), .movie(id: 2), .movie(id: 1)])
        XCTAssertEqual(store.state.items.content?.map(\.year), ["2015", "2019", "2019"],
                       "a card shows the release (movie) or first air (series) year")

        try await watchlist.add(.movie, id: 3)
        let added = [item(.movie, 3, addedAt: 1_001)] + initial
        await store.receive(.itemsLoaded(added, isStale: false, failures: [])) { $0.items = .ready(added, isStale: false) }

        try await watchlist.remove(.tvSeries, id: 7)
        let removed = added.filter { $0.kind != .tvSeries }
        await store.receive(.itemsLoaded(removed, isStale: false, failures: [])) { $0.items = .ready(removed, isStale: false) }

        store.cancelInFlightEffects()
        await store.finish()
        XCTAssertEqual(movies.stub.calls.sorted(), [1, 2, 3], "titles already loaded are not fetched again")
        XCTAssertEqual(series.stub.calls, [7])
    }

    func testAnItemWhoseDetailsFailIsSkipped() async {
        let watchlist = FakeWatchlist([WatchlistEntry(kind: .movie, id: 1, addedAt: 10),
                                       WatchlistEntry(kind: .movie, id: 404, addedAt: 20)])
        let store = makeStore(watchlist)
        await store.send(.task) { $0.items = .loading }
        let items = [item(.movie, 1, addedAt: 10)]
        await store.receive(.itemsLoaded(items, isStale: false, failures: [.notFound])) { $0.items = .ready(items, isStale: false) }
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
        await store.receive(.itemsLoaded(items, isStale: false, failures: [])) { $0.items = .ready(items, isStale: false) }
        store.cancelInFlightEffects()
        await store.finish()
    }

    func testStaleDetailsMarkTheListStale() async {
        movies.stub.answer(1, with: Fetched(Fixtures.movie(1, title: "Movie 1"), isStale: true))
        let store = makeStore(FakeWatchlist([WatchlistEntry(kind: .movie, id: 1, addedAt: 10)]))
        await store.send(.task) { $0.items = .loading }
        let items = [item(.movie, 1, addedAt: 10)]
        await store.receive(.itemsLoaded(items, isStale: true, failures: [])) { $0.items = .ready(items, isStale: true) }
        store.cancelInFlightEffects()
        await store.finish()
    }

    func testWhenEveryItemFailsTheErrorShowsAndRetryStartsAgain() async {
        movies.stub.fail(1, with: .offline)
        let store = makeStore(FakeWatchlist([WatchlistEntry(kind: .movie, id: 1, addedAt: 10)]))
        await store.send(.task) { $0.items = .loading }
        await store.receive(.itemsLoaded([], isStale: false, failures: [.offline])) {
            $0.items = .error(ErrorInfo(CatalogError.offline))
        }
        movies.stub.answer(1, with: Fetched(Fixtures.movie(1, title: "Movie 1")))
        await store.send(.retry) { $0.items = .loading }
        let items = [item(.movie, 1, addedAt: 10)]
        await store.receive(.itemsLoaded(items, isStale: false, failures: [])) { $0.items = .ready(items, isStale: false) }
        store.cancelInFlightEffects()
        await store.finish()
    }

    func testALongWatchlistLoadsCompletelyInOrder() async {
        let entries = (1...60).map { WatchlistEntry(kind: .movie, id: $0, addedAt: Double($0)) }
        for id in 1...60 { movies.stub.answer(id, with: Fetched(Fixtures.movie(id, title: "Movie \(id)"))) }
        let store = makeStore(FakeWatchlist(entries))
        await store.send(.task) { $0.items = .loading }
        let items = (1...60).reversed().map { item(.movie, $0, addedAt: Double($0)) }
        await store.receive(.itemsLoaded(items, isStale: false, failures: [])) { $0.items = .ready(items, isStale: false) }
        store.cancelInFlightEffects()
        await store.finish()
        XCTAssertEqual(movies.stub.calls.count, 60)
    }

    func testSelectingAPosterNavigates() async {
        let store = makeStore(FakeWatchlist())
        await store.send(.itemSelected(item(.tvSeries, 7, addedAt: 1)))
        await store.receive(.navigate(.tvSeries(id: 7)))
        await store.send(.itemSelected(item(.movie, 2, addedAt: 1)))
        await store.receive(.navigate(.movie(id: 2)))
        await store.finish()
    }
}
