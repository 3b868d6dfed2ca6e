import Catalog
import Features
import Store
import StoreTesting
import TMDb
import XCTest

@MainActor
final class TVSeasonDetailsTests: XCTestCase {
    private func makeStore(_ catalog: FakeCatalog) -> TestStore<
        TVSeasonDetailsFeature.State, TVSeasonDetailsFeature.Action
    > {
        TestStore(
            initialState: .init(route: .tvSeason(seriesID: 7, season: 1)),
            reducer: DetailsFeature<TVSeasonDetailsFeature>(dependencies: .fakes(catalog: catalog)))
    }

    func testFetchLoadsTheSeasonAndFetchAgainDoesNotReload() async {
        let catalog = FakeCatalog()
        let season = Fixtures.season(1, series: 7)
        catalog.answer(TVSeasonResource(1, inSeries: 7), with: Fetched(season))
        let store = makeStore(catalog)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(season))) { $0.content = .ready(season, isStale: false) }
        await store.send(.fetch)
        XCTAssertEqual(store.state.pageTitle, "Season 1")
        await store.finish()
        XCTAssertEqual(catalog.calls(TVSeasonResource.self).count, 1)
    }

    func testFailureAndRetry() async {
        let catalog = FakeCatalog()
        catalog.fail(TVSeasonResource(1, inSeries: 7), with: .server(status: 503))
        let store = makeStore(catalog)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.failed(.server(status: 503))) {
            $0.content = .error(ErrorInfo(CatalogError.server(status: 503)))
        }
        let season = Fixtures.season(1, series: 7)
        catalog.answer(TVSeasonResource(1, inSeries: 7), with: Fetched(season))
        await store.send(.retry) { $0.content = .loading }
        await store.receive(.loaded(Fetched(season))) { $0.content = .ready(season, isStale: false) }
        await store.finish()
    }

    func testTappingAnEpisodeRequestsNavigation() async {
        let store = makeStore(FakeCatalog())
        await store.send(.own(.episodeSelected(episodeNumber: 4)))
        await store.receive(.navigate(.tvEpisode(seriesID: 7, season: 1, episode: 4)))
        await store.finish()
    }

    func testDisplayOrdersEpisodesAndFormatsRows() {
        let season = Fixtures.season(
            2, series: 7,
            episodes: [
                Fixtures.episode(3, series: 7, season: 2, name: "Third", overview: "  "),
                Fixtures.episode(1, series: 7, season: 2, name: "Pilot", overview: "It begins.", still: nil),
                Fixtures.episode(2, series: 7, season: 2, name: "Second", overview: nil),
            ])
        let display = TVSeasonDetailsDisplay(season)
        XCTAssertEqual(display.title, "Season 2")
        XCTAssertEqual(display.posterURL, "https://image.example/t/p/w500/s2.jpg")
        XCTAssertEqual(display.overview, "Season overview.")
        XCTAssertEqual(display.episodes.map(\.title), ["1. Pilot", "2. Second", "3. Third"])
        XCTAssertEqual(display.episodes.map(\.overview), ["It begins.", nil, nil])
        XCTAssertEqual(
            display.episodes.map(\.stillURL),
            [nil, "https://image.example/t/p/w185/e.jpg", "https://image.example/t/p/w185/e.jpg"])
        XCTAssertEqual(display.episodes[2].route, .tvEpisode(seriesID: 7, season: 2, episode: 3))
        XCTAssertNil(display.emptyMessage)
    }

    func testEmptyOverviewIsHiddenAndZeroEpisodesShowTheEmptyState() {
        let display = TVSeasonDetailsDisplay(Fixtures.season(5, episodes: [], overview: ""))
        XCTAssertNil(display.overview)
        XCTAssertTrue(display.episodes.isEmpty)
        XCTAssertNotNil(display.emptyMessage)
    }
}
