import Catalog
import Features
import Foundation
import Store
import StoreTesting
import TMDb
import XCTest

/// The empty states of Search, Discover and See All (issue 33: one style, a title, a description and one
/// action) and what their action does; Discover's rating chip in the user's numbers.
@MainActor
final class EmptyStateActionsTests: XCTestCase {
    private let nothing = Page<MediaItem>(page: 1, totalPages: 1, totalResults: 0, results: [])

    func testClearSearchEmptiesTheQueryAndShowsRecentSearchesAgain() async {
        let search = FakeSearch()
        let clock = TestClock()
        search.stub.answer(SearchKey(query: "qwxz", page: 1), with: nothing)
        let store = TestStore(
            initialState: SearchFeature.State(),
            reducer: SearchFeature(
                client: .init(
                    search: search, recentSearches: FakeRecentSearches(),
                    clock: clock)))
        await store.send(.queryChanged("qwxz")) {
            $0.query = "qwxz"
            $0.searchedQuery = "qwxz"
            $0.results = .loading
        }
        clock.advance(by: SearchFeature.debounce)
        await store.receive(.searchResponse(query: "qwxz", nothing)) {
            $0.results = .empty
            $0.page = 1
            $0.totalPages = 1
        }
        XCTAssertEqual(
            store.state.display,
            .noResults(message: "No results for “qwxz”. Try a different title or name."))
        XCTAssertEqual(SearchFeature.State.noResultsTitle, "No Results")
        XCTAssertEqual(SearchFeature.State.clearSearchLabel, "_Clear Search")
        await store.send(.clearSearch) {
            $0.query = ""
            $0.searchedQuery = nil
            $0.results = .initial
            $0.page = 0
            $0.totalPages = 0
        }
        XCTAssertEqual(store.state.display, .recentSearches([]))
        await store.finish()
    }

    func testClearSearchCancelsTheSearchBeingTyped() async {
        let search = FakeSearch()
        let clock = TestClock()
        let store = TestStore(
            initialState: SearchFeature.State(),
            reducer: SearchFeature(
                client: .init(
                    search: search, recentSearches: FakeRecentSearches(),
                    clock: clock)))
        await store.send(.queryChanged("qw")) {
            $0.query = "qw"
            $0.searchedQuery = "qw"
            $0.results = .loading
        }
        await store.send(.clearSearch) {
            $0.query = ""
            $0.searchedQuery = nil
            $0.results = .initial
        }
        clock.advance(by: SearchFeature.debounce)
        await store.finish()
        XCTAssertTrue(search.stub.calls.isEmpty, "the pending search never starts")
    }

    /// Loads Discover for `query` with no titles, activates its empty state's action (which opens the empty
    /// state's route) and returns the empty state.
    private func emptyDiscover(_ query: DiscoverQuery) async -> PagedGridEmptyState? {
        let catalog = FakeCatalog()
        catalog.answer(DiscoverResource(query, page: query.page ?? 1), with: Fetched(nothing))
        let route = Route.discover(query)
        let store = TestStore(
            initialState: DiscoverFeature.State(route: route),
            reducer: DetailsFeature<DiscoverFeature>(dependencies: .fakes(catalog: catalog)))
        let grid = GridPage(title: query.kind == .movie ? "Discover Movies" : "Discover TV Series", page: nothing)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(grid))) { $0.content = .ready(grid, isStale: false) }
        guard let empty = store.state.display?.empty else { return nil }
        await store.send(.own(.emptyActionSelected))
        await store.receive(.navigate(empty.route))
        await store.finish()
        return empty
    }

    func testEmptyDiscoverWithFiltersOffersToClearThem() async throws {
        let query = DiscoverQuery(
            kind: .movie, genres: "18|35", sortBy: "vote_average.desc", year: 1950,
            minimumRating: 9.5, originalLanguage: "ko", watchProviders: "8", watchRegion: "DE")
        let empty = await emptyDiscover(query)
        let shown = try XCTUnwrap(empty, "an empty grid shows its empty state")
        XCTAssertEqual(shown.title, "No Matching Titles")
        XCTAssertEqual(shown.description, "No titles match these filters.")
        XCTAssertEqual(shown.actionLabel, "_Clear Filters")
        XCTAssertEqual(
            shown.route.description, "discover/movie?sort_by=vote_average.desc",
            "every filter chip goes, the order stays, from the first page")
        XCTAssertEqual(DiscoverFilters(DiscoverFeature.query(of: shown.route)).chips, [])
    }

    func testEmptyDiscoverPastItsLastPageOffersTheFirst() async throws {
        let empty = await emptyDiscover(DiscoverQuery(kind: .tvSeries, sortBy: "first_air_date.asc", page: 7))
        let shown = try XCTUnwrap(empty)
        XCTAssertEqual(shown.title, "No More Titles")
        XCTAssertEqual(shown.actionLabel, "Go to _First Page")
        XCTAssertEqual(shown.route.description, "discover/tv?sort_by=first_air_date.asc")
    }

    func testEmptyDiscoverWithoutFiltersOffersExplore() async throws {
        let empty = await emptyDiscover(DiscoverQuery(kind: .movie))
        let shown = try XCTUnwrap(empty)
        XCTAssertEqual(shown.title, "Nothing Found")
        XCTAssertEqual(shown.actionLabel, "_Explore")
        XCTAssertEqual(shown.route, .explore)
    }

    func testAGridWithTitlesHasNoEmptyState() {
        let page = Page<MediaItem>(
            page: 1, totalPages: 1, totalResults: 1,
            results: [.movie(MovieSummary(id: 1, title: "M1"))])
        var state = DiscoverFeature.State(route: .discover(DiscoverQuery(kind: .movie, year: 1950)))
        state.content = .ready(GridPage(title: "Discover Movies", page: page), isStale: false)
        XCTAssertNil(state.display?.empty)
    }

    func testEmptySeeAllOffersItsFirstPageOrExplore() async throws {
        var past = SeeAllFeature.State(route: .seeAll(.trendingMovies, page: 4))
        past.content = .ready(GridPage(title: "Trending Movies", page: nothing), isStale: false)
        XCTAssertEqual(past.display?.empty?.route, .seeAll(.trendingMovies))
        XCTAssertEqual(past.display?.empty?.actionLabel, "Go to _First Page")
        var empty = SeeAllFeature.State(route: .seeAll(.trendingMovies))
        empty.content = .ready(GridPage(title: "Trending Movies", page: nothing), isStale: false)
        XCTAssertEqual(empty.display?.empty?.route, .explore)
        XCTAssertEqual(empty.display?.empty?.description, "There are no titles here right now.")
    }

    func testExploreFromAPageOnExploresStackShowsExploresRoot() async throws {
        let store = Store(
            initialState: AppRootFeature.State(route: .seeAll(.trendingMovies)),
            reducer: AppRootFeature(dependencies: AppFakes().dependencies))
        XCTAssertEqual(store.state.selectedPage, .explore)
        let entry = try XCTUnwrap(store.state.currentStack.last)
        store.send(.destination(entryID: entry.id, DestinationAction(DetailsAction<SeeAllFeature>.navigate(.explore))))
        XCTAssertEqual(store.state.currentStack.count, 0, "Explore itself, not the empty grid")
        XCTAssertEqual(store.state.currentRoute, .explore)
    }

    func testExploreFromAnotherTabSwitchesToExplore() async throws {
        var state = AppRootFeature.State(route: .seeAll(.trendingMovies))
        state.selectedPage = .search
        let store = Store(initialState: state, reducer: AppRootFeature(dependencies: AppFakes().dependencies))
        store.send(.navigate(.explore))
        XCTAssertEqual(store.state.selectedPage, .explore)
        XCTAssertEqual(store.state.currentRoute, .explore)
    }

    func testAFractionalRatingChipUsesTheUsersNumbers() {
        let query = DiscoverQuery(kind: .movie, minimumRating: 6.5)
        XCTAssertEqual(DiscoverFilters(query, locale: Locale(identifier: "de_DE")).chips.map(\.label), ["Rated 6,5+"])
        XCTAssertEqual(DiscoverFilters(query, locale: Locale(identifier: "fr_FR")).chips.map(\.label), ["Rated 6,5+"])
        XCTAssertEqual(DiscoverFilters(query, locale: Locale(identifier: "en_US")).chips.map(\.label), ["Rated 6.5+"])
        XCTAssertEqual(
            DiscoverFilters(
                DiscoverQuery(kind: .movie, minimumRating: 7.25),
                locale: Locale(identifier: "de_DE")
            ).chips.map(\.label), ["Rated 7,25+"],
            "no digit of the route's rating is lost")
    }
}
