import Catalog
import Features
import Store
import StoreTesting
import TMDb
import XCTest

/// The loader every details page shares (``DetailsFeature``) and the type-erased ``Destination``.
@MainActor
final class DetailsFeatureTests: XCTestCase {
    private let key = TVEpisodeResource(3, inSeason: 2, inSeries: 1)

    private func makeStore(_ catalog: FakeCatalog) -> TestStore<
        TVEpisodeDetailsFeature.State, TVEpisodeDetailsFeature.Action
    > {
        TestStore(
            initialState: .init(route: .tvEpisode(seriesID: 1, season: 2, episode: 3)),
            reducer: DetailsFeature<TVEpisodeDetailsFeature>(dependencies: .fakes(catalog: catalog)))
    }

    func testRefreshOnAReadyPageLoadsAgain() async {
        let catalog = FakeCatalog()
        let episode = Fixtures.episode(3, series: 1, season: 2)
        catalog.answer(key, with: Fetched(episode))
        let store = makeStore(catalog)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(episode))) { $0.content = .ready(episode, isStale: false) }

        let renamed = Fixtures.episode(3, series: 1, season: 2, name: "Renamed")
        catalog.answer(key, with: Fetched(renamed))
        await store.send(.refresh) { $0.content = .loading }
        await store.receive(.loaded(Fetched(renamed))) { $0.content = .ready(renamed, isStale: false) }
        XCTAssertEqual(store.state.pageTitle, "Renamed")
        await store.finish()
        XCTAssertEqual(catalog.calls(TVEpisodeResource.self), [key, key])
    }

    func testRefreshWhileLoadingDoesNothing() async {
        let catalog = FakeCatalog()
        let episode = Fixtures.episode(3, series: 1, season: 2)
        catalog.answer(key, with: Fetched(episode))
        catalog.hold(key)
        let store = makeStore(catalog)
        await store.send(.fetch) { $0.content = .loading }
        await store.send(.refresh)
        catalog.release(key)
        await store.receive(.loaded(Fetched(episode))) { $0.content = .ready(episode, isStale: false) }
        await store.finish()
        // No second load: counted once every effect is done (the page also follows the library, so counting
        // running effects while loading raced with that effect).
        XCTAssertEqual(catalog.calls(TVEpisodeResource.self), [key])
    }

    func testADestinationMadeFromAnyDetailsRouteStartsEmpty() throws {
        func check<Page: DetailsPage>(_ route: Route, _ page: Page.Type, line: UInt = #line) throws {
            let destination = try XCTUnwrap(Destination(route), "\(route)", line: line)
            XCTAssertEqual(destination.route, route, line: line)
            XCTAssertEqual(destination.pageTitle, "", line: line)
            XCTAssertFalse(destination.isStale, line: line)
            XCTAssertEqual(destination.state(of: Page.self), DetailsState<Page>(route: route), line: line)
            XCTAssertEqual(destination, Destination(DetailsState<Page>(route: route)), line: line)
        }
        try check(.movie(id: 550), MovieDetailsFeature.self)
        try check(.tvSeries(id: 1396), TVSeriesDetailsFeature.self)
        try check(.tvSeason(seriesID: 1396, season: 0), TVSeasonDetailsFeature.self)
        try check(.tvEpisode(seriesID: 1396, season: 2, episode: 3), TVEpisodeDetailsFeature.self)
        try check(.person(id: 17419), PersonDetailsFeature.self)
        XCTAssertNil(Destination(.explore))
        XCTAssertNil(Destination(.search(query: "x")))
        XCTAssertNil(Destination(.watchlist))
    }
}
