import Catalog
import Features
import Store
import StoreTesting
import XCTest

/// Discover and See All: the route's page, then the next pages as the end nears, each title once.
@MainActor
final class PagedGridTests: XCTestCase {
    private func movies(_ ids: ClosedRange<Int>) -> [MediaItem] { ids.map { .movie(MovieSummary(id: $0, title: "M\($0)")) } }

    func testSeeAllLoadsTheNextPagesWithoutDuplicatesAndStopsAtTheLast() async {
        let explore = FakeExplore()
        let first = Page(page: 1, totalPages: 3, totalResults: 50, results: movies(1...20))
        // TMDb's lists shift while paging: page 2 repeats the last two titles of page 1.
        let second = Page(page: 2, totalPages: 3, totalResults: 50, results: movies(19...38))
        let third = Page(page: 3, totalPages: 3, totalResults: 50, results: movies(39...50))
        explore.stub.answer(SectionKey(section: .popularMovies, page: 1), with: Fetched(first))
        explore.stub.answer(SectionKey(section: .popularMovies, page: 2), with: Fetched(second))
        explore.stub.answer(SectionKey(section: .popularMovies, page: 3), with: Fetched(third))
        let store = TestStore(initialState: SeeAllFeature.State(route: .seeAll(.popularMovies)),
                              reducer: DetailsFeature<SeeAllFeature>(dependencies: .fakes(explore: explore)))
        let grid = GridPage(title: "Popular Movies", page: first)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(grid))) { $0.content = .ready(grid, isStale: false) }
        XCTAssertEqual(store.state.display?.nextAfter, first)
        explore.stub.hold(SectionKey(section: .popularMovies, page: 2))
        await store.send(.own(.loadMore(after: first))) { $0.own.isLoadingMore = true }
        await store.send(.own(.loadMore(after: first)))
        explore.stub.release(SectionKey(section: .popularMovies, page: 2))
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
        XCTAssertEqual(explore.stub.calls.map(\.page), [1, 2, 3])
    }

    func testAFailedPageShowsItsErrorAndRetries() async {
        let explore = FakeExplore()
        let query = DiscoverQuery(kind: .movie, genres: "18")
        let first = Page(page: 1, totalPages: 2, totalResults: 30, results: movies(1...20))
        let second = Page(page: 2, totalPages: 2, totalResults: 30, results: movies(21...30))
        explore.discoverStub.answer(DiscoverKey(query: query, page: 1), with: Fetched(first))
        explore.discoverStub.fail(DiscoverKey(query: query, page: 2), with: .offline)
        let store = TestStore(initialState: DiscoverFeature.State(route: .discover(query)),
                              reducer: DetailsFeature<DiscoverFeature>(dependencies: .fakes(explore: explore)))
        let grid = GridPage(title: "Discover Movies", page: first)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(grid))) { $0.content = .ready(grid, isStale: false) }
        await store.send(.own(.loadMore(after: first))) { $0.own.isLoadingMore = true }
        await store.receive(.own(.moreFailed(.offline))) {
            $0.own.isLoadingMore = false
            $0.own.moreError = ErrorInfo(CatalogError.offline)
        }
        XCTAssertEqual(store.state.display?.moreError?.isRetryable, true)
        explore.discoverStub.answer(DiscoverKey(query: query, page: 2), with: Fetched(second))
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

    func testDiscoverDumpAndFilterChoices() {
        let page = Page(page: 1, totalPages: 4, totalResults: 70, results: movies(1...1))
        XCTAssertEqual(DumpJSON.object(DiscoverFeature.dumpMembers(GridPage(title: "x", page: page), own: .init())).text,
                       #"{"page": 1, "totalPages": 4, "totalResults": 70, "results": [{"kind": "movie", "id": 1, "title": "M1", "year": null}]}"#)
        let filters = DiscoverFilters(DiscoverQuery(kind: .movie, genres: "18", minimumRating: 7, page: 3), currentYear: 2026)
        XCTAssertEqual(filters.filters.map(\.label), ["Most Popular", "Any Year", "Rated 7+", "Any Language"])
        let topRated = filters.filters[0].choices[1].query
        XCTAssertEqual(topRated.text, "with_genres=18&sort_by=vote_average.desc&vote_average.gte=7",
                       "another choice keeps the other filters and starts at the first page")
        XCTAssertEqual(filters.filters[1].choices[1].label, "2026")
        XCTAssertEqual(DiscoverGenres.movies.first { $0.name == "Drama" }?.route.description,
                       "discover/movie?with_genres=18&sort_by=popularity.desc")
    }
}
