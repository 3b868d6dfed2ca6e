import Catalog
import Features
import Store
import StoreTesting
import TMDb
import XCTest

/// Discover and See All: the route's page, then the next pages as the end nears, each title once.
@MainActor
final class PagedGridTests: XCTestCase {
    private func movies(_ ids: ClosedRange<Int>) -> [MediaItem] {
        ids.map { .movie(MovieSummary(id: $0, title: "M\($0)")) }
    }

    func testSeeAllLoadsTheNextPagesWithoutDuplicatesAndStopsAtTheLast() async {
        let catalog = FakeCatalog()
        let first = Page(page: 1, totalPages: 3, totalResults: 50, results: movies(1...20))
        // TMDb's lists shift while paging: page 2 repeats the last two titles of page 1.
        let second = Page(page: 2, totalPages: 3, totalResults: 50, results: movies(19...38))
        let third = Page(page: 3, totalPages: 3, totalResults: 50, results: movies(39...50))
        catalog.answer(ExploreSectionResource(.popularMovies, page: 1), with: Fetched(first))
        catalog.answer(ExploreSectionResource(.popularMovies, page: 2), with: Fetched(second))
        catalog.answer(ExploreSectionResource(.popularMovies, page: 3), with: Fetched(third))
        let store = TestStore(
            initialState: SeeAllFeature.State(route: .seeAll(.popularMovies)),
            reducer: DetailsFeature<SeeAllFeature>(dependencies: .fakes(catalog: catalog)))
        let grid = GridPage(title: "Popular Movies", page: first)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(grid))) { $0.content = .ready(grid, isStale: false) }
        XCTAssertEqual(store.state.display?.nextAfter, first)
        catalog.hold(ExploreSectionResource(.popularMovies, page: 2))
        await store.send(.own(.loadMore(after: first))) { $0.own.isLoadingMore = true }
        await store.send(.own(.loadMore(after: first)))
        catalog.release(ExploreSectionResource(.popularMovies, page: 2))
        await store.receive(.own(.moreLoaded(second))) {
            $0.own.isLoadingMore = false
            $0.own.morePages = [second]
        }
        let display = try? XCTUnwrap(store.state.display)
        XCTAssertEqual(display?.cards.count, 38, "19 and 20 once")
        XCTAssertEqual(Set(display?.cards.map(\.id) ?? []).count, display?.cards.count)
        await store.send(.own(.loadMore(after: first)))
        await store.send(.own(.loadMore(after: second))) { $0.own.isLoadingMore = true }
        await store.receive(.own(.moreLoaded(third))) {
            $0.own.isLoadingMore = false
            $0.own.morePages = [second, third]
        }
        XCTAssertEqual(store.state.display?.cards.map(\.id), (1...50).map { "movie-\($0)" })
        XCTAssertNil(store.state.display?.nextAfter, "the last page: nothing more to load")
        await store.send(.own(.loadMore(after: third)))
        await store.finish()
        XCTAssertEqual(catalog.calls(ExploreSectionResource.self).map(\.page), [1, 2, 3])
    }

    func testAFailedPageShowsItsErrorAndRetries() async {
        let catalog = FakeCatalog()
        let query = DiscoverQuery(kind: .movie, genres: "18")
        let first = Page(page: 1, totalPages: 2, totalResults: 30, results: movies(1...20))
        let second = Page(page: 2, totalPages: 2, totalResults: 30, results: movies(21...30))
        catalog.answer(DiscoverResource(query, page: 1), with: Fetched(first))
        catalog.fail(DiscoverResource(query, page: 2), with: .offline)
        let store = TestStore(
            initialState: DiscoverFeature.State(route: .discover(query)),
            reducer: DetailsFeature<DiscoverFeature>(dependencies: .fakes(catalog: catalog)))
        let grid = GridPage(title: "Discover Movies", page: first)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(grid))) { $0.content = .ready(grid, isStale: false) }
        await store.send(.own(.loadMore(after: first))) { $0.own.isLoadingMore = true }
        await store.receive(.own(.moreFailed(.offline))) {
            $0.own.isLoadingMore = false
            $0.own.moreError = ErrorInfo(CatalogError.offline)
        }
        XCTAssertEqual(store.state.display?.moreError?.isRetryable, true)
        catalog.answer(DiscoverResource(query, page: 2), with: Fetched(second))
        await store.send(.own(.loadMore(after: first))) {
            $0.own.isLoadingMore = true
            $0.own.moreError = nil
        }
        await store.receive(.own(.moreLoaded(second))) {
            $0.own.isLoadingMore = false
            $0.own.morePages = [second]
        }
        await store.send(.own(.itemSelected(.movie(id: 21))))
        await store.receive(.navigate(.movie(id: 21)))
        await store.finish()
    }

    func testBothGridsOpenAtTheRoutesPageTitledAndFetchTheNextOneTheSameWay() async {
        let catalog = FakeCatalog()
        let query = DiscoverQuery(kind: .tvSeries, genres: "18").at(page: 3)
        let third = Page(page: 3, totalPages: 4, totalResults: 70, results: movies(41...60))
        let fourth = Page(page: 4, totalPages: 4, totalResults: 70, results: movies(61...70))
        catalog.answer(DiscoverResource(query, page: 3), with: Fetched(third, isStale: true))
        catalog.answer(DiscoverResource(query, page: 4), with: Fetched(fourth))
        catalog.answer(ExploreSectionResource(.popularTVSeries, page: 3), with: Fetched(third))
        catalog.answer(ExploreSectionResource(.popularTVSeries, page: 4), with: Fetched(fourth))
        let discover = TestStore(
            initialState: DiscoverFeature.State(route: .discover(query)),
            reducer: DetailsFeature<DiscoverFeature>(dependencies: .fakes(catalog: catalog)))
        let seeAll = TestStore(
            initialState: SeeAllFeature.State(route: .seeAll(.popularTVSeries, page: 3)),
            reducer: DetailsFeature<SeeAllFeature>(dependencies: .fakes(catalog: catalog)))

        let discovered = GridPage(title: "Discover TV Series", page: third)
        await discover.send(.fetch) { $0.content = .loading }
        await discover.receive(.loaded(Fetched(discovered, isStale: true))) {
            $0.content = .ready(discovered, isStale: true)
        }
        await discover.send(.own(.loadMore(after: third))) { $0.own.isLoadingMore = true }
        await discover.receive(.own(.moreLoaded(fourth))) {
            $0.own.isLoadingMore = false
            $0.own.morePages = [fourth]
        }
        await discover.finish()

        let section = GridPage(title: ExploreSectionID.popularTVSeries.title, page: third)
        await seeAll.send(.fetch) { $0.content = .loading }
        await seeAll.receive(.loaded(Fetched(section))) { $0.content = .ready(section, isStale: false) }
        await seeAll.send(.own(.loadMore(after: third))) { $0.own.isLoadingMore = true }
        await seeAll.receive(.own(.moreLoaded(fourth))) {
            $0.own.isLoadingMore = false
            $0.own.morePages = [fourth]
        }
        await seeAll.finish()
        XCTAssertEqual(catalog.calls(DiscoverResource.self).map(\.page), [3, 4])
        XCTAssertEqual(catalog.calls(ExploreSectionResource.self).map(\.page), [3, 4])
    }

    func testDiscoverDumpAndFilterChoices() {
        let page = Page(page: 1, totalPages: 4, totalResults: 70, results: movies(1...1))
        XCTAssertEqual(
            DumpJSON.object(DiscoverFeature.dumpMembers(GridPage(title: "x", page: page), own: .init())).text,
            #"{"page": 1, "totalPages": 4, "totalResults": 70, "results": [{"kind": "movie", "id": 1, "title": "M1", "year": null}]}"#
        )
        let filters = DiscoverFilters(
            DiscoverQuery(kind: .movie, genres: "18", minimumRating: 7, page: 3), currentYear: 2026)
        XCTAssertEqual(filters.filters.map(\.label), ["Most Popular", "Any Year", "Rated 7+", "Any Language"])
        let topRated = filters.filters[0].choices[1].query
        XCTAssertEqual(
            topRated.text, "with_genres=18&sort_by=vote_average.desc&vote_average.gte=7",
            "another choice keeps the other filters and starts at the first page")
        XCTAssertEqual(filters.filters[1].choices[1].label, "2026")
        XCTAssertEqual(
            DiscoverGenres.movies.first { $0.name == "Drama" }?.route.description,
            "discover/movie?with_genres=18&sort_by=popularity.desc")
    }

    func testActiveFiltersAreChipsAndRemovingOneDropsOnlyIt() {
        let query = DiscoverQuery(
            kind: .movie, genres: "18,35", sortBy: "vote_average.desc", year: 2020, minimumRating: 7,
            originalLanguage: "fr", watchProviders: "8|337", watchRegion: "DE", page: 2)
        let chips = DiscoverFilters(query, myServices: [8, 337], currentYear: 2026).chips
        XCTAssertEqual(
            chips.map(\.label), ["Drama", "Comedy", "2020", "Rated 7+", "Français", "On My Services"],
            "every filter in effect, the order aside")
        XCTAssertEqual(chips[0].removeLabel, "Remove Filter Drama")
        XCTAssertEqual(
            chips[0].query.text,
            "with_genres=35&sort_by=vote_average.desc&primary_release_year=2020"
                + "&vote_average.gte=7&with_original_language=fr&with_watch_providers=8|337&watch_region=DE",
            "removing a genre keeps the others and every other filter, from the first page")
        XCTAssertNil(chips[2].query.year)
        XCTAssertNil(chips[3].query.minimumRating)
        XCTAssertNil(chips[4].query.originalLanguage)
        XCTAssertNil(chips[5].query.watchProviders)
        XCTAssertEqual(Set(chips.map(\.id)).count, chips.count)

        let genreCard = DiscoverFeature.query(of: DiscoverGenres.tvSeries.first { $0.name == "Drama" }!.route)
        let cardChips = DiscoverFilters(genreCard).chips
        XCTAssertEqual(cardChips.map(\.label), ["Drama"], "the genre opened from Search's genre card")
        XCTAssertEqual(Route.discover(cardChips[0].query).description, "discover/tv?sort_by=popularity.desc")

        let unknown = DiscoverFilters(
            DiscoverQuery(
                kind: .movie, genres: "10770|18", minimumRating: 6.5,
                originalLanguage: "pt", watchProviders: "99")
        ).chips
        XCTAssertEqual(
            unknown.map(\.label), ["Genre 10770", "Drama", "Rated 6.5+", "PT", "Streaming Services"],
            "filters Popcorn has no choice for can be removed too")
        XCTAssertEqual(unknown[1].query.genres, "10770", "an any-of list keeps its separator")
        XCTAssertEqual(
            DiscoverFilters(DiscoverQuery(kind: .movie, sortBy: "vote_average.desc")).chips, [],
            "the order is no filter")
    }

    func testRemovingAChipOpensDiscoverWithoutThatFilter() async throws {
        let route = Route.discover(DiscoverQuery(kind: .movie, genres: "18", year: 2020))
        let store = Store(
            initialState: AppRootFeature.State(route: route),
            reducer: AppRootFeature(dependencies: AppFakes().dependencies))
        let entry = try XCTUnwrap(store.state.currentStack.last)
        let chip = try XCTUnwrap(DiscoverFilters(DiscoverFeature.query(of: route)).chips.first { $0.label == "Drama" })
        store.send(
            .destination(
                entryID: entry.id,
                DestinationAction(DetailsAction<DiscoverFeature>.navigate(.discover(chip.query)))))
        XCTAssertEqual(store.state.currentRoute.description, "discover/movie?primary_release_year=2020")
        XCTAssertEqual(store.state.currentStack.count, 2, "Back returns to the filters before")
    }
}
