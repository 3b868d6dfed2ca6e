import Catalog
import Features
import Store
import StoreTesting
import XCTest

@MainActor
final class SearchTests: XCTestCase {
    private var search = FakeSearch()
    private var recent = FakeRecentSearches()
    private var clock = TestClock()

    private func makeStore(_ initial: SearchFeature.State = SearchFeature.State())
        -> TestStore<SearchFeature.State, SearchFeature.Action>
    {
        TestStore(
            initialState: initial,
            reducer: SearchFeature(client: .init(search: search, recentSearches: recent, clock: clock)))
    }

    private func results(_ ids: [Int]) -> [MediaItem] { ids.map { .movie(Fixtures.movieSummary($0)) } }

    func testTypingSearchesAfterA300MillisecondPause() async {
        let page = Fixtures.page(
            results([1, 2]) + [.person(Fixtures.personSummary(9)), .tvSeries(Fixtures.seriesSummary(8))])
        search.stub.answer(SearchKey(query: "harbour", page: 1), with: page)
        let store = makeStore()
        await store.send(.queryChanged("harbour ")) {
            $0.query = "harbour "
            $0.searchedQuery = "harbour"
            $0.results = .loading
        }
        clock.advance(by: .milliseconds(299))
        XCTAssertTrue(search.stub.calls.isEmpty, "no request before the pause ends")
        clock.advance(by: .milliseconds(1))
        await store.receive(.searchResponse(query: "harbour", page)) {
            $0.results = .ready(page.results, isStale: false)
            $0.page = 1
            $0.totalPages = 1
        }
        XCTAssertEqual(
            store.state.display,
            .results(
                page.results.map(MediaCard.init), canLoadMore: false,
                isLoadingMore: false, nextPageError: nil))
        XCTAssertEqual(Set(page.results.map(\.kind)), [.movie, .tvSeries, .person])
        await store.finish()
        XCTAssertEqual(search.stub.calls, [SearchKey(query: "harbour", page: 1)])
    }

    func testNewInputRestartsThePause() async {
        let page = Fixtures.page(results([1]))
        search.stub.answer(SearchKey(query: "harb", page: 1), with: page)
        let store = makeStore()
        await store.send(.queryChanged("har")) {
            $0.query = "har"
            $0.searchedQuery = "har"
            $0.results = .loading
        }
        clock.advance(by: .milliseconds(200))
        await store.send(.queryChanged("harb")) {
            $0.query = "harb"
            $0.searchedQuery = "harb"
        }
        clock.advance(by: .milliseconds(200))
        XCTAssertTrue(search.stub.calls.isEmpty)
        clock.advance(by: .milliseconds(100))
        await store.receive(.searchResponse(query: "harb", page)) {
            $0.results = .ready(page.results, isStale: false)
            $0.page = 1
            $0.totalPages = 1
        }
        await store.finish()
        XCTAssertEqual(search.stub.calls.map(\.query), ["harb"])
    }

    func testNewInputCancelsTheSearchInFlight() async {
        let old = SearchKey(query: "ha", page: 1)
        search.stub.answer(old, with: Fixtures.page(results([1])))
        search.stub.hold(old)
        let page = Fixtures.page(results([2]))
        search.stub.answer(SearchKey(query: "hat", page: 1), with: page)
        let store = makeStore()
        await store.send(.queryChanged("ha")) {
            $0.query = "ha"
            $0.searchedQuery = "ha"
            $0.results = .loading
        }
        clock.advance(by: .milliseconds(300))
        await search.stub.waitForCalls(1)
        await store.send(.queryChanged("hat")) {
            $0.query = "hat"
            $0.searchedQuery = "hat"
        }
        search.stub.release(old)
        clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(query: "hat", page)) {
            $0.results = .ready(page.results, isStale: false)
            $0.page = 1
            $0.totalPages = 1
        }
        await store.finish()
        XCTAssertEqual(search.stub.calls.map(\.query), ["ha", "hat"])
    }

    func testWhitespaceOnlyQueryDoesNotSearchAndShowsRecentSearches() async {
        let store = makeStore()
        await store.send(.recentSearchesLoaded(["dune", "alien"])) { $0.recentSearches = ["dune", "alien"] }
        await store.send(.queryChanged("   ")) { $0.query = "   " }
        clock.advance(by: .seconds(1))
        await store.send(.submitted)
        XCTAssertEqual(store.state.display, .recentSearches(["dune", "alien"]))
        await store.finish()
        XCTAssertTrue(search.stub.calls.isEmpty)
    }

    func testClearingTheQueryCancelsThePendingSearch() async {
        let store = makeStore()
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.searchedQuery = "a"
            $0.results = .loading
        }
        await store.send(.queryChanged("")) {
            $0.query = ""
            $0.searchedQuery = nil
            $0.results = .initial
        }
        clock.advance(by: .seconds(1))
        await store.finish()
        XCTAssertTrue(search.stub.calls.isEmpty)
    }

    func testPagingAppendsWithoutDuplicates() async {
        let first = Fixtures.page(results([1, 2, 3]), page: 1, totalPages: 2)
        let second = Fixtures.page(results([3, 4]), page: 2, totalPages: 2)
        search.stub.answer(SearchKey(query: "x", page: 1), with: first)
        search.stub.answer(SearchKey(query: "x", page: 2), with: second)
        search.stub.hold(SearchKey(query: "x", page: 2))
        let store = makeStore()
        await store.send(.queryChanged("x")) {
            $0.query = "x"
            $0.searchedQuery = "x"
            $0.results = .loading
        }
        clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(query: "x", first)) {
            $0.results = .ready(first.results, isStale: false)
            $0.page = 1
            $0.totalPages = 2
        }
        XCTAssertTrue(store.state.canLoadNextPage)
        await store.send(.loadNextPage) { $0.isLoadingNextPage = true }
        await store.send(.loadNextPage)
        search.stub.release(SearchKey(query: "x", page: 2))
        await store.receive(.nextPageResponse(query: "x", second)) {
            $0.results = .ready(self.results([1, 2, 3, 4]), isStale: false)
            $0.page = 2
            $0.isLoadingNextPage = false
        }
        XCTAssertFalse(store.state.canLoadNextPage)
        await store.send(.loadNextPage)
        await store.finish()
        XCTAssertEqual(search.stub.calls.map(\.page), [1, 2], "no duplicate page requests")
    }

    func testNextPageFailureKeepsResultsAndRetries() async {
        let first = Fixtures.page(results([1]), page: 1, totalPages: 3)
        let second = Fixtures.page(results([2]), page: 2, totalPages: 3)
        search.stub.fail(SearchKey(query: "x", page: 2), with: .offline)
        var state = SearchFeature.State(query: "x")
        state.searchedQuery = "x"
        state.results = .ready(first.results, isStale: false)
        state.page = 1
        state.totalPages = 3
        let store = makeStore(state)
        await store.send(.loadNextPage) { $0.isLoadingNextPage = true }
        await store.receive(.nextPageFailed(query: "x", .offline)) {
            $0.isLoadingNextPage = false
            $0.nextPageError = ErrorInfo(CatalogError.offline)
        }
        search.stub.answer(SearchKey(query: "x", page: 2), with: second)
        await store.send(.retry) {
            $0.isLoadingNextPage = true
            $0.nextPageError = nil
        }
        await store.receive(.nextPageResponse(query: "x", second)) {
            $0.results = .ready(self.results([1, 2]), isStale: false)
            $0.page = 2
            $0.isLoadingNextPage = false
        }
        await store.finish()
    }

    func testNoResultsAndErrorStates() async {
        search.stub.answer(SearchKey(query: "zzz", page: 1), with: Fixtures.page([]))
        search.stub.fail(SearchKey(query: "err", page: 1), with: .server(status: 500))
        let store = makeStore()
        await store.send(.queryChanged("zzz")) {
            $0.query = "zzz"
            $0.searchedQuery = "zzz"
            $0.results = .loading
        }
        clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(query: "zzz", Fixtures.page([]))) {
            $0.results = .empty
            $0.page = 1
            $0.totalPages = 1
        }
        XCTAssertEqual(store.state.display, .noResults(message: "No results for “zzz”. Try a different title or name."))
        await store.send(.queryChanged("err")) {
            $0.query = "err"
            $0.searchedQuery = "err"
            $0.results = .loading
            $0.page = 0
            $0.totalPages = 0
        }
        clock.advance(by: .milliseconds(300))
        await store.receive(.searchFailed(query: "err", .server(status: 500))) {
            $0.results = .error(ErrorInfo(CatalogError.server(status: 500)))
        }
        XCTAssertEqual(store.state.display, .error(ErrorInfo(CatalogError.server(status: 500))))
        let page = Fixtures.page(results([5]))
        search.stub.answer(SearchKey(query: "err", page: 1), with: page)
        await store.send(.retry) { $0.results = .loading }
        await store.receive(.searchResponse(query: "err", page)) {
            $0.results = .ready(page.results, isStale: false)
            $0.page = 1
            $0.totalPages = 1
        }
        await store.finish()
    }

    func testRecentSearchesAreMostRecentFirstDeduplicatedAndCappedAtTen() async {
        recent = FakeRecentSearches(["q1", "Q1", " q2 ", "", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10", "q11"])
        let store = makeStore()
        await store.send(.task)
        await store.receive(.recentSearchesLoaded(recent.saved)) {
            $0.recentSearches = ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10"]
        }
        search.stub.answer(SearchKey(query: "q5", page: 1), with: Fixtures.page(results([1])))
        await store.send(.queryChanged("q5")) {
            $0.query = "q5"
            $0.searchedQuery = "q5"
            $0.results = .loading
        }
        await store.send(.submitted) {
            $0.recentSearches = ["q5", "q1", "q2", "q3", "q4", "q6", "q7", "q8", "q9", "q10"]
        }
        await store.receive(.searchResponse(query: "q5", Fixtures.page(results([1])))) {
            $0.results = .ready(self.results([1]), isStale: false)
            $0.page = 1
            $0.totalPages = 1
        }
        clock.advance(by: .seconds(1))
        await store.send(.resultSelected(results([1])[0]))
        await store.receive(.navigate(.movie(id: 1)))

        search.stub.answer(SearchKey(query: "new", page: 1), with: Fixtures.page(results([2])))
        await store.send(.recentSearchSelected("new")) {
            $0.query = "new"
            $0.searchedQuery = "new"
            $0.results = .loading
            $0.page = 0
            $0.totalPages = 0
            $0.recentSearches = ["new", "q5", "q1", "q2", "q3", "q4", "q6", "q7", "q8", "q9"]
        }
        await store.receive(.searchResponse(query: "new", Fixtures.page(results([2])))) {
            $0.results = .ready(self.results([2]), isStale: false)
            $0.page = 1
            $0.totalPages = 1
        }
        await store.finish()
        XCTAssertEqual(recent.saved, ["new", "q5", "q1", "q2", "q3", "q4", "q6", "q7", "q8", "q9"])

        await store.send(.clearRecentSearches) { $0.recentSearches = [] }
        await store.finish()
        XCTAssertEqual(recent.saved, [])
    }

    func testAQuerySubmittedBeforeTheHistoryLoadedKeepsTheStoredHistory() async {
        recent = FakeRecentSearches(["old1", "old2"])
        search.stub.answer(SearchKey(query: "new", page: 1), with: Fixtures.page([]))
        search.stub.hold(SearchKey(query: "new", page: 1))
        let store = makeStore()
        await store.send(.queryChanged("new")) {
            $0.query = "new"
            $0.searchedQuery = "new"
            $0.results = .loading
        }
        await store.send(.submitted) { $0.recentSearches = ["new"] }
        await store.send(.recentSearchesLoaded(["old1", "old2"])) { $0.recentSearches = ["new", "old1", "old2"] }
        search.stub.release(SearchKey(query: "new", page: 1))
        await store.receive(.searchResponse(query: "new", Fixtures.page([]))) {
            $0.results = .empty
            $0.page = 1
            $0.totalPages = 1
        }
        await store.finish()
        XCTAssertEqual(recent.saved, ["new", "old1", "old2"])
    }
}
