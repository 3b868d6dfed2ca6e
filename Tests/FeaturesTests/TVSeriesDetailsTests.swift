import Catalog
import Features
import Store
import StoreTesting
import TMDb
import XCTest

@MainActor
final class TVSeriesDetailsTests: XCTestCase {
    private func makeStore(_ catalog: FakeCatalog, _ watchlist: FakeWatchlist)
        -> TestStore<TVSeriesDetailsFeature.State, TVSeriesDetailsFeature.Action>
    {
        TestStore(
            initialState: .init(route: .tvSeries(id: 7)),
            reducer: DetailsFeature<TVSeriesDetailsFeature>(
                dependencies: .fakes(catalog: catalog, watchlist: watchlist)))
    }

    func testFetchLoadsDetailsAndWatchlistStatus() async {
        let catalog = FakeCatalog()
        let details = Fixtures.series(7)
        catalog.answer(TVSeriesResource(id: 7), with: Fetched(details))
        catalog.hold(TVSeriesResource(id: 7))
        let watchlist = FakeWatchlist([WatchlistEntry(kind: .tvSeries, id: 7, addedAt: 1)])
        let store = makeStore(catalog, watchlist)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.own(.watchlist(.statusLoaded(true)))) {
            $0.isOnWatchlist = true
            $0.isStatusLoaded = true
        }
        catalog.release(TVSeriesResource(id: 7))
        await store.receive(.loaded(Fetched(details))) { $0.content = .ready(details, isStale: false) }
        XCTAssertEqual(store.state.display?.watchlistButton.isOnWatchlist, true)
        await store.finish()
    }

    func testSeasonsPutSpecialsLastAndHideEmptyOnes() {
        let display = TVSeriesDetailsDisplay(Fixtures.series(7), isOnWatchlist: false)
        XCTAssertEqual(display.seasons.map(\.id), [1, 2, 0])
        XCTAssertEqual(display.seasons.map(\.episodeCount), ["10 episodes", "8 episodes", "2 episodes"])
        XCTAssertEqual(display.seasons.first?.route, .tvSeason(seriesID: 7, season: 1))
        XCTAssertEqual(display.cast.map(\.name), ["First", "Second"])
        XCTAssertEqual(display.year, "2015")
    }

    func testEmptySpecialsAreHidden() {
        let series = Fixtures.series(
            7,
            seasons: [
                TVSeasonSummary(id: 1, seasonNumber: 0, name: "Specials", episodeCount: 0),
                TVSeasonSummary(id: 2, seasonNumber: 1, name: "Season 1", episodeCount: 1),
            ])
        XCTAssertEqual(TVSeriesDetailsDisplay(series, isOnWatchlist: false).seasons.map(\.name), ["Season 1"])
    }

    func testTappingASeasonNavigatesToIt() async {
        let store = makeStore(FakeCatalog(), FakeWatchlist())
        await store.send(.own(.page(.seasonSelected(seasonNumber: 2))))
        await store.receive(.navigate(.tvSeason(seriesID: 7, season: 2)))
        await store.send(.own(.castMemberSelected(personID: 8)))
        await store.receive(.navigate(.person(id: 8)))
        await store.finish()
    }

    func testWatchlistToggleIsOptimisticAndSaved() async {
        let watchlist = FakeWatchlist()
        let store = makeStore(FakeCatalog(), watchlist)
        await store.send(.own(.watchlist(.toggle))) { $0.isOnWatchlist = true }
        await store.receive(.own(.watchlist(.saved(isOnWatchlist: true)))) {
            $0.confirmation = WatchlistToggle.Confirmation(isOnWatchlist: true)
        }
        await store.finish()
        XCTAssertEqual(watchlist.entries.map(\.id), [7])
        XCTAssertEqual(watchlist.entries.map(\.kind), [.tvSeries])
    }

    func testFailedToggleIsRevertedWithAnErrorMessage() async {
        let watchlist = FakeWatchlist([WatchlistEntry(kind: .tvSeries, id: 7, addedAt: 1)])
        watchlist.failSaves(with: .storage("disk full"))
        let store = makeStore(FakeCatalog(), watchlist)
        await store.send(.own(.watchlist(.statusLoaded(true)))) {
            $0.isOnWatchlist = true
            $0.isStatusLoaded = true
        }
        await store.send(.own(.watchlist(.toggle))) { $0.isOnWatchlist = false }
        await store.receive(.own(.watchlist(.saveFailed(wasOnWatchlist: true, .storage("disk full"))))) {
            $0.isOnWatchlist = true
            $0.watchlistError = ErrorInfo(
                message: "Could not remove from the watchlist. "
                    + CatalogError.storage("").userMessage, isRetryable: false)
        }
        await store.send(.own(.watchlist(.dismissError))) { $0.watchlistError = nil }
        await store.finish()
        XCTAssertEqual(watchlist.entries.count, 1, "nothing was removed")
    }
}
