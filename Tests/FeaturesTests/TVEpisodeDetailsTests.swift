import Catalog
import Features
import Foundation
import Store
import StoreTesting
import TMDb
import XCTest

@MainActor
final class TVEpisodeDetailsTests: XCTestCase {
    private let key = TVEpisodeResource(3, inSeason: 2, inSeries: 1396)
    private let enUS = Locale(identifier: "en_US")

    private func makeStore(_ catalog: FakeCatalog) -> TestStore<
        TVEpisodeDetailsFeature.State, TVEpisodeDetailsFeature.Action
    > {
        TestStore(
            initialState: .init(route: .tvEpisode(seriesID: 1396, season: 2, episode: 3)),
            reducer: DetailsFeature<TVEpisodeDetailsFeature>(dependencies: .fakes(catalog: catalog)))
    }

    func testFetchLoadsTheEpisodeByItsKey() async {
        let catalog = FakeCatalog()
        let episode = Fixtures.episode(3, series: 1396, season: 2, name: "Bit by a Dead Bee")
        catalog.answer(key, with: Fetched(episode))
        let store = makeStore(catalog)
        XCTAssertEqual(store.state.pageTitle, "", "the title is empty before loading")
        await store.send(.fetch) { $0.content = .loading }
        XCTAssertEqual(store.state.pageTitle, "", "the title is empty while loading")
        await store.receive(.loaded(Fetched(episode))) { $0.content = .ready(episode, isStale: false) }
        XCTAssertEqual(store.state.pageTitle, "Bit by a Dead Bee")
        XCTAssertEqual(store.state.route, .tvEpisode(seriesID: 1396, season: 2, episode: 3))
        await store.finish()
        XCTAssertEqual(catalog.calls(TVEpisodeResource.self), [key])
    }

    func testFetchWhileReadyDoesNotReload() async {
        let catalog = FakeCatalog()
        let episode = Fixtures.episode(3, series: 1396, season: 2)
        catalog.answer(key, with: Fetched(episode))
        let store = makeStore(catalog)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(episode))) { $0.content = .ready(episode, isStale: false) }
        await store.send(.fetch)
        await store.finish()
        XCTAssertEqual(catalog.calls(TVEpisodeResource.self).count, 1)
    }

    func testFetchWhileLoadingDoesNotStartASecondRequest() async {
        let catalog = FakeCatalog()
        catalog.hold(key)
        catalog.answer(key, with: Fetched(Fixtures.episode(3, series: 1396, season: 2)))
        let store = makeStore(catalog)
        await store.send(.fetch) { $0.content = .loading }
        await store.send(.fetch)
        catalog.release(key)
        await store.receive(.loaded(Fetched(Fixtures.episode(3, series: 1396, season: 2)))) {
            $0.content = .ready(Fixtures.episode(3, series: 1396, season: 2), isStale: false)
        }
        await store.finish()
        // Counted once every effect is done (the page also follows the library, so counting running effects
        // while loading raced with that effect).
        XCTAssertEqual(catalog.calls(TVEpisodeResource.self).count, 1)
    }

    func testFailureShowsAnErrorAndRetryLoadsAgain() async {
        let catalog = FakeCatalog()
        catalog.fail(key, with: .offline)
        let store = makeStore(catalog)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.failed(.offline)) { $0.content = .error(ErrorInfo(CatalogError.offline)) }
        XCTAssertEqual(store.state.content.error?.isRetryable, true)
        XCTAssertEqual(store.state.pageTitle, "")
        let episode = Fixtures.episode(3, series: 1396, season: 2)
        catalog.answer(key, with: Fetched(episode, isStale: true))
        await store.send(.retry) { $0.content = .loading }
        await store.receive(.loaded(Fetched(episode, isStale: true))) { $0.content = .ready(episode, isStale: true) }
        XCTAssertTrue(store.state.content.isStale, "stale cache entries show the offline banner")
        await store.finish()
    }

    func testNotFoundIsNotRetryable() async {
        let store = makeStore(FakeCatalog())
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.failed(.notFound)) { $0.content = .error(ErrorInfo(CatalogError.notFound)) }
        XCTAssertEqual(store.state.content.error?.isRetryable, false)
        await store.send(.fetch)
        await store.finish()
    }

    func testDisplayModel() {
        let episode = Fixtures.episode(
            3, series: 1396, season: 2, name: "Bit by a Dead Bee",
            overview: "Walt and Jesse…", airDate: CalendarDate(year: 2008, month: 1, day: 20),
            still: Fixtures.still("/still.jpg"))
        let display = TVEpisodeDetailsDisplay(episode, locale: enUS)
        XCTAssertEqual(display.pageTitle, "Bit by a Dead Bee")
        XCTAssertEqual(display.title, "Bit by a Dead Bee")
        XCTAssertEqual(display.subtitle, "Episode 3")
        XCTAssertEqual(display.airDate, "January 20, 2008")
        XCTAssertEqual(display.overview, "Walt and Jesse…")
        XCTAssertEqual(display.stillURL, "https://image.example/t/p/original/still.jpg")
        XCTAssertFalse(display.showsStillPlaceholder)
    }

    func testAirDateFollowsTheLocale() {
        let episode = Fixtures.episode(1, airDate: CalendarDate(year: 2008, month: 1, day: 20))
        XCTAssertEqual(TVEpisodeDetailsDisplay(episode, locale: Locale(identifier: "de_DE")).airDate, "20. Januar 2008")
    }

    func testMissingAirDateIsHidden() {
        XCTAssertNil(TVEpisodeDetailsDisplay(Fixtures.episode(1, airDate: nil), locale: enUS).airDate)
    }

    func testNilEmptyOrWhitespaceOverviewIsHidden() {
        for overview in [nil, "", "   \n\t"] as [String?] {
            XCTAssertNil(
                TVEpisodeDetailsDisplay(Fixtures.episode(1, overview: overview), locale: enUS).overview,
                "overview \(String(describing: overview))")
        }
    }

    func testMissingStillShowsThePlaceholder() {
        let display = TVEpisodeDetailsDisplay(Fixtures.episode(1, still: nil), locale: enUS)
        XCTAssertNil(display.stillURL)
        XCTAssertTrue(display.showsStillPlaceholder)
    }

    func testEmptyNameStillShows() {
        let display = TVEpisodeDetailsDisplay(Fixtures.episode(4, name: ""), locale: enUS)
        XCTAssertEqual(display.title, "")
        XCTAssertEqual(display.pageTitle, "")
        XCTAssertEqual(display.subtitle, "Episode 4")
    }
}
