import Catalog
import Features
import Store
import TMDb
import XCTest

/// Hidden titles leave Up Next as soon as they are hidden and come back when unhidden; hiding a title takes it
/// out of Explore's loaded carousels at once.
@MainActor
final class HiddenTitlesTests: XCTestCase {
    func testUpNextDropsAHiddenSeriesAndBringsItBackWhenUnhidden() async throws {
        let catalog = FakeCatalog()
        catalog.answer(
            TVSeriesResource(id: 1),
            with: Fetched(
                Fixtures.series(
                    1, seasons: [TVSeasonSummary(id: 101, seasonNumber: 1, name: "Season 1", episodeCount: 2)])
            ))
        catalog.answer(TVSeasonResource(1, inSeries: 1), with: Fetched(Fixtures.season(1, series: 1)))
        let tracking = FakeTracking(plays: [
            Play(id: 1, title: .episode(EpisodeKey(seriesID: 1, season: 1, episode: 1)), watchedAt: 100)
        ])
        let lists = FakeLists()
        let store = Store(
            initialState: UpNextFeature.State(),
            reducer: UpNextFeature(
                dependencies: .fakes(
                    catalog: catalog, tracking: tracking, lists: lists,
                    today: CalendarDate(year: 2030, month: 1, day: 1))))
        store.send(.task)
        await eventually("series 1 in Up Next") { store.state.items.content?.map(\.seriesID) == [1] }
        try await lists.setHidden(true, [LibraryTitle(.tvSeries, id: 1)])
        await eventually("series 1 hidden") { store.state.items == .empty }
        try await lists.setHidden(false, [LibraryTitle(.tvSeries, id: 1)])
        await eventually("series 1 back") { store.state.items.content?.map(\.seriesID) == [1] }
    }

    func testHidingTakesTitlesOutOfExploresLoadedCarousels() async {
        let store = Store(
            initialState: ExploreFeature.State(), reducer: ExploreFeature(client: .init(catalog: FakeCatalog())))
        let items: [MediaItem] = [
            .movie(Fixtures.movieSummary(1)), .movie(Fixtures.movieSummary(2)), .person(Fixtures.personSummary(1)),
        ]
        store.send(
            .sectionLoaded(
                .trendingMovies, Fetched(Page(page: 1, totalPages: 1, totalResults: 3, results: items))))
        store.send(
            .sectionLoaded(
                .popularMovies, Fetched(Page(page: 1, totalPages: 1, totalResults: 1, results: [items[0]]))))
        store.send(.titlesHidden([LibraryTitle(.movie, id: 1), LibraryTitle(.tvSeries, id: 2)]))
        XCTAssertEqual(store.state[.trendingMovies].content?.map(\.id), ["movie-2", "person-1"])
        XCTAssertEqual(store.state[.popularMovies], .empty)
    }

    func testExploreLeavesOutTheHiddenTitlesItLoads() async {
        let catalog = FakeCatalog()
        let items: [MediaItem] = [.movie(Fixtures.movieSummary(1)), .movie(Fixtures.movieSummary(2))]
        for section in ExploreSectionID.allCases {
            catalog.answer(
                ExploreSectionResource(section, page: 1),
                with: Fetched(Page(page: 1, totalPages: 1, totalResults: 2, results: items)))
        }
        let store = Store(
            initialState: ExploreFeature.State(),
            reducer: ExploreFeature(client: .init(catalog: catalog, hiddenTitles: { [LibraryTitle(.movie, id: 2)] })))
        store.send(.fetch)
        await eventually("trending loaded") { store.state[.trendingMovies].content != nil }
        XCTAssertEqual(store.state[.trendingMovies].content?.map(\.id), ["movie-1"])
    }
}
