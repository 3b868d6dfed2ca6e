import Catalog
import Features
import Store
import StoreTesting
import TMDb
import XCTest

@MainActor
final class ExploreTests: XCTestCase {
    private func items(for section: ExploreSectionID) -> [MediaItem] {
        switch section {
        case .trendingMovies: [.movie(Fixtures.movieSummary(1)), .movie(Fixtures.movieSummary(2))]
        case .popularMovies: [.movie(Fixtures.movieSummary(3))]
        case .discoverMovies: [.movie(Fixtures.movieSummary(4)), .movie(Fixtures.movieSummary(4))]
        case .trendingTVSeries: [.tvSeries(Fixtures.seriesSummary(5))]
        case .popularTVSeries: [.tvSeries(Fixtures.seriesSummary(6))]
        case .trendingPeople: [.person(Fixtures.personSummary(7))]
        }
    }

    private func answerAll(_ catalog: FakeCatalog, except failing: ExploreSectionID? = nil) {
        for section in ExploreSectionID.allCases {
            let key = ExploreSectionResource(section, page: 1)
            if section == failing {
                catalog.fail(key, with: .offline)
            } else {
                catalog.answer(key, with: Fetched(Fixtures.page(items(for: section))))
            }
            catalog.hold(key)
        }
    }

    private func receiveAll(
        _ store: TestStore<ExploreFeature.State, ExploreFeature.Action>, _ catalog: FakeCatalog,
        failing: ExploreSectionID? = nil
    ) async {
        for section in ExploreSectionID.allCases {
            catalog.release(ExploreSectionResource(section, page: 1))
            if section == failing {
                await store.receive(.sectionFailed(section, .offline)) {
                    $0[section] = .error(ErrorInfo(CatalogError.offline))
                }
            } else {
                var seen = Set<String>()
                let unique = items(for: section).filter { seen.insert($0.id).inserted }
                await store.receive(.sectionLoaded(section, Fetched(Fixtures.page(items(for: section))))) {
                    $0[section] = .ready(unique, isStale: false)
                }
            }
        }
    }

    func testEverySectionLoadsOnItsOwnAndOneFailureStaysLocal() async {
        let catalog = FakeCatalog()
        answerAll(catalog, except: .popularTVSeries)
        let store = TestStore(
            initialState: ExploreFeature.State(), reducer: ExploreFeature(client: .init(catalog: catalog)))
        await store.send(.fetch) { state in
            for section in ExploreSectionID.allCases { state[section] = .loading }
        }
        await catalog.stub(ExploreSectionResource.self).waitForCalls(6)
        await receiveAll(store, catalog, failing: .popularTVSeries)
        XCTAssertEqual(store.state.display.map(\.id), ExploreSectionID.allCases)
        XCTAssertEqual(store.state.display[4].cards.error?.isRetryable, true)
        XCTAssertEqual(store.state.display[0].cards.content?.map(\.title), ["Movie 1", "Movie 2"])
        XCTAssertEqual(store.state.display[2].cards.content?.count, 1, "duplicates are dropped")

        catalog.answer(
            ExploreSectionResource(.popularTVSeries, page: 1),
            with: Fetched(Fixtures.page(items(for: .popularTVSeries))))
        await store.send(.retry(.popularTVSeries)) { $0[.popularTVSeries] = .loading }
        await store.receive(.sectionLoaded(.popularTVSeries, Fetched(Fixtures.page(items(for: .popularTVSeries))))) {
            $0[.popularTVSeries] = .ready(self.items(for: .popularTVSeries), isStale: false)
        }
        await store.send(.retry(.trendingMovies))
        await store.send(.fetch)
        await store.finish()
        XCTAssertEqual(
            catalog.calls(ExploreSectionResource.self).count, 7,
            "fetch does not reload loaded sections; retry only the failed one")
    }

    func testRefreshReloadsEverySection() async {
        let catalog = FakeCatalog()
        answerAll(catalog)
        let store = TestStore(
            initialState: ExploreFeature.State(), reducer: ExploreFeature(client: .init(catalog: catalog)))
        await store.send(.fetch) { state in
            for section in ExploreSectionID.allCases { state[section] = .loading }
        }
        await receiveAll(store, catalog)
        answerAll(catalog)
        await store.send(.refresh) { state in
            for section in ExploreSectionID.allCases { state[section] = .loading }
        }
        await receiveAll(store, catalog)
        await store.finish()
        XCTAssertEqual(catalog.calls(ExploreSectionResource.self).count, 12)
    }

    /// The offline banner's Retry refreshes Explore: a load still waiting (a slow server, a Retry-After wait)
    /// is cancelled at once and a new one starts (issue 20).
    func testRefreshCancelsTheLoadsStillWaiting() async {
        let catalog = FakeCatalog()
        answerAll(catalog)
        let store = TestStore(
            initialState: ExploreFeature.State(), reducer: ExploreFeature(client: .init(catalog: catalog)))
        await store.send(.fetch) { state in
            for section in ExploreSectionID.allCases { state[section] = .loading }
        }
        await catalog.stub(ExploreSectionResource.self).waitForCalls(6)
        await store.send(.refresh)
        await catalog.stub(ExploreSectionResource.self).waitForCalls(12)
        // Only the new loads answer: the waiting ones were cancelled (a second answer would be unexpected).
        await receiveAll(store, catalog)
        await store.finish()
        XCTAssertEqual(catalog.calls(ExploreSectionResource.self).count, 12)
    }

    func testEmptyAndStaleSections() async {
        let catalog = FakeCatalog()
        let store = TestStore(
            initialState: ExploreFeature.State(), reducer: ExploreFeature(client: .init(catalog: catalog)))
        await store.send(.sectionLoaded(.trendingPeople, Fetched(Fixtures.page([])))) { $0[.trendingPeople] = .empty }
        let page = Fixtures.page([.movie(Fixtures.movieSummary(1))])
        await store.send(.sectionLoaded(.trendingMovies, Fetched(page, isStale: true))) {
            $0[.trendingMovies] = .ready(page.results, isStale: true)
        }
        XCTAssertTrue(store.state.isStale)
        await store.finish()
    }

    func testSelectingAnItemRequestsNavigation() async {
        let store = TestStore(
            initialState: ExploreFeature.State(), reducer: ExploreFeature(client: .init(catalog: FakeCatalog())))
        await store.send(.itemSelected(.person(Fixtures.personSummary(7))))
        await store.receive(.navigate(.person(id: 7)))
        await store.send(.itemSelected(.tvSeries(Fixtures.seriesSummary(5))))
        await store.receive(.navigate(.tvSeries(id: 5)))
        await store.finish()
    }
}

/// A rejected credential (HTTP 401 on every list) is one status page, not the same error in six sections.
@MainActor
final class ExploreCredentialProblemTests: XCTestCase {
    private let page = Fixtures.page([.movie(Fixtures.movieSummary(1))])

    func testEverySectionRejectedIsOneProblem() async {
        let store = TestStore(
            initialState: ExploreFeature.State(), reducer: ExploreFeature(client: .init(catalog: FakeCatalog())))
        XCTAssertNil(store.state.credentialProblem, "nothing loaded yet")
        for section in ExploreSectionID.allCases {
            await store.send(.sectionFailed(section, .unauthorised)) {
                $0[section] = .error(ErrorInfo(CatalogError.unauthorised))
            }
            XCTAssertNotNil(store.state.credentialProblem, "shown from the first rejection while the others load")
        }
        let problem = store.state.credentialProblem
        XCTAssertEqual(problem?.title, "TMDb Rejected the Token")
        XCTAssertEqual(problem?.actionLabel, "_Open Preferences")
        await store.finish()
    }

    func testOtherFailuresOrLoadedSectionsKeepTheCarousels() async {
        var state = ExploreFeature.State()
        for section in ExploreSectionID.allCases { state[section] = .loading }
        state[.trendingMovies] = .error(ErrorInfo(CatalogError.unauthorised))
        state[.popularMovies] = .error(ErrorInfo(CatalogError.offline))
        XCTAssertNil(state.credentialProblem, "an offline section is no rejected credential")
        state[.popularMovies] = .ready(page.results, isStale: false)
        XCTAssertNil(state.credentialProblem, "a section that loaded keeps the carousels")
        state[.popularMovies] = .loading
        XCTAssertNotNil(state.credentialProblem)
    }
}
