import Catalog
import Features
import Store
import TMDb
import XCTest

/// The app root running in a real `Store`, as the UI uses it.
@MainActor
final class AppRootStoreTests: XCTestCase {
    func testTaskLoadsEveryPageAndScopedStoresFollowTheirPart() async throws {
        let fakes = AppFakes(watchlist: [WatchlistEntry(kind: .movie, id: 42, addedAt: 1)])
        fakes.catalog.answer(MovieResource(id: 42), with: Fetched(Fixtures.movie(42)))
        for section in ExploreSectionID.allCases {
            fakes.catalog.answer(
                ExploreSectionResource(section, page: 1),
                with: Fetched(Fixtures.page([.movie(Fixtures.movieSummary(1))])))
        }
        fakes.catalog.fail(ExploreSectionResource(.trendingPeople, page: 1), with: .offline)
        await fakes.recentSearches.save(["dune"])
        let store = Store(
            initialState: AppRootFeature.State(), reducer: AppRootFeature(dependencies: fakes.dependencies))
        let explore = store.exploreStore()
        let watchlist = store.watchlistStore()
        let search = store.searchStore()

        let exploreDone = expectation(description: "every Explore section settled")
        let watchlistDone = expectation(description: "watchlist loaded")
        let recentDone = expectation(description: "recent searches loaded")
        var exploreRenders = 0
        let observations = [
            explore.observe({ $0.sections.values.filter { $0.content != nil || $0.error != nil }.count }) { count in
                exploreRenders += 1
                if count == ExploreSectionID.allCases.count { exploreDone.fulfill() }
            },
            watchlist.observe(\.items) { items in
                if items.content?.map(\.tmdbID) == [42] { watchlistDone.fulfill() }
            },
            search.observe(\.recentSearches) { recent in
                if recent == ["dune"] { recentDone.fulfill() }
            },
        ]
        store.send(.task)
        await fulfillment(of: [exploreDone, watchlistDone, recentDone], timeout: 10)
        XCTAssertEqual(explore.state[.trendingPeople].error, ErrorInfo(CatalogError.offline))
        XCTAssertLessThanOrEqual(
            exploreRenders, ExploreSectionID.allCases.count + 1,
            "the Explore observer runs only when its selected value changes")

        store.send(.navigate(.movie(id: 42)))
        let entryID = try XCTUnwrap(store.state.currentStack.last?.id)
        guard let movieStore = store.detailsStore(entryID: entryID, page: MovieDetailsFeature.self) else {
            return XCTFail("expected a movie page store")
        }
        let movieLoaded = expectation(description: "movie page loaded")
        let movieObservation = movieStore.observe(\.pageTitle) { title in
            if title == "The Quiet Harbour" { movieLoaded.fulfill() }
        }
        await fulfillment(of: [movieLoaded], timeout: 10)
        store.send(.pop)
        movieStore.send(.own(.watchlist(.toggle)))
        XCTAssertTrue(store.state.currentStack.isEmpty)
        XCTAssertEqual(movieStore.state.pageTitle, "The Quiet Harbour", "a popped page keeps its last state")
        withExtendedLifetime((observations, movieObservation)) {}
    }

    func testASearchRouteSearchesAtStartAndWhenOpened() async {
        let fakes = AppFakes()
        let first = Fixtures.page([.movie(Fixtures.movieSummary(1))])
        let second = Fixtures.page([.person(Fixtures.personSummary(2))])
        fakes.search.stub.answer(SearchKey(query: "harbour", page: 1), with: first)
        fakes.search.stub.answer(SearchKey(query: "keepers", page: 1), with: second)
        for section in ExploreSectionID.allCases {
            fakes.catalog.answer(ExploreSectionResource(section, page: 1), with: Fetched(Fixtures.page([])))
        }
        let store = Store(
            initialState: AppRootFeature.State(route: .search(query: "harbour")),
            reducer: AppRootFeature(dependencies: fakes.dependencies))
        XCTAssertEqual(store.state.selectedPage, .search)
        let firstResults = expectation(description: "the route's query was searched")
        let secondResults = expectation(description: "the opened query was searched after the debounce")
        let observation = store.observe(\.search.results) { results in
            if results.content == first.results { firstResults.fulfill() }
            if results.content == second.results { secondResults.fulfill() }
        }
        store.send(.task)
        await fulfillment(of: [firstResults], timeout: 10)
        XCTAssertEqual(store.state.search.recentSearches, ["harbour"])

        store.send(.selectPage(.explore))
        store.send(.open(.search(query: "keepers")))
        XCTAssertEqual(store.state.selectedPage, .search)
        XCTAssertEqual(store.state.currentRoute, .search(query: "keepers"))
        fakes.clock.advance(by: SearchFeature.debounce)
        await fulfillment(of: [secondResults], timeout: 10)
        withExtendedLifetime(observation) {}
    }

    func testHiddenPagesStartLoadingOnceExploresContentIsInOrWhenShown() async {
        let fakes = AppFakes(watchlist: [WatchlistEntry(kind: .movie, id: 42, addedAt: 1)])
        fakes.catalog.answer(MovieResource(id: 42), with: Fetched(Fixtures.movie(42)))
        for section in ExploreSectionID.allCases {
            fakes.catalog.answer(ExploreSectionResource(section, page: 1), with: Fetched(Fixtures.page([])))
        }
        let store = Store(
            initialState: AppRootFeature.State(), reducer: AppRootFeature(dependencies: fakes.dependencies))
        store.send(.task)
        XCTAssertEqual(store.state.startedPages, [.explore, .watchlist])
        XCTAssertEqual(store.state.watchlist.items, .loading, "the watchlist's membership is needed at once")
        XCTAssertEqual(store.state.upNext.items, .initial, "the hidden Up Next waits for Explore's content")
        XCTAssertEqual(store.state.library.shelf, .initial, "the hidden Library waits for Explore's content")

        let othersStarted = expectation(description: "Up Next and the Library started after Explore's content")
        let observation = store.observe(\.startedPages) { started in
            if started == Set(AppPage.allCases) { othersStarted.fulfill() }
        }
        for _ in 0..<500 where fakes.clock.sleeperCount == 0 { try? await Task.sleep(for: .milliseconds(10)) }
        XCTAssertTrue(store.state.explore.isSettled)
        XCTAssertEqual(store.state.startedPages, [.explore, .watchlist], "not at once: Explore's posters come first")
        fakes.clock.advance(by: AppRootFeature.hiddenPagesDelay)
        await fulfillment(of: [othersStarted], timeout: 10)
        XCTAssertNotEqual(store.state.upNext.items, .initial)
        XCTAssertNotEqual(store.state.library.shelf, .initial)
        withExtendedLifetime(observation) {}
    }

    func testTheTrackingSnapshotIsReadAheadForTheWindowOffTheMainThread() async throws {
        let tracking = FakeTracking(plays: [Play(id: 1, title: .movie(id: 7), watchedAt: 10)])
        AppFakes(tracking: tracking).dependencies.startReadingTracking()
        for _ in 0..<500 where tracking.snapshotReads == 0 { try await Task.sleep(for: .milliseconds(10)) }
        XCTAssertEqual(tracking.snapshotReads, 1, "read once, before any page asks")
    }

    func testExploresFirstForYouIsTheOneComputedAheadForTheWindow() async throws {
        let tracking = FakeTracking(plays: [Play(id: 1, title: .movie(id: 7), watchedAt: 10)])
        let dependencies = AppFakes(tracking: tracking).dependencies
        dependencies.startLoadingForYou()
        for _ in 0..<500 where tracking.snapshotReads == 0 { try await Task.sleep(for: .milliseconds(10)) }
        XCTAssertEqual(tracking.snapshotReads, 1, "For You computed before Explore asks")
        _ = try await dependencies.loadExploreForYou()
        XCTAssertEqual(tracking.snapshotReads, 1, "Explore's first For You is the one computed ahead")
        _ = try await dependencies.loadExploreForYou()
        XCTAssertEqual(tracking.snapshotReads, 2, "a later load (a refresh, a retry) computes it again")
    }

    func testAPageShownBeforeExploresContentStartsLoadingAtOnce() {
        let fakes = AppFakes()
        let store = Store(
            initialState: AppRootFeature.State(), reducer: AppRootFeature(dependencies: fakes.dependencies))
        store.send(.selectPage(.upNext))
        XCTAssertEqual(store.state.upNext.items, .initial, "nothing loads before .task")
        store.send(.task)
        XCTAssertEqual(store.state.upNext.items, .loading, "the page the window shows loads at start")
        XCTAssertEqual(store.state.library.shelf, .initial)
        store.send(.selectPage(.library))
        XCTAssertEqual(store.state.library.shelf, .loading, "a page loads when it is first shown")

        let routed = Store(
            initialState: AppRootFeature.State(), reducer: AppRootFeature(dependencies: fakes.dependencies))
        routed.send(.task)
        routed.send(.navigate(.library(.watching)))
        XCTAssertEqual(routed.state.library.shelf, .loading, "a page opened by a route loads at once")
    }
}
