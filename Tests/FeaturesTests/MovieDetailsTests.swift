import Catalog
import Features
import Store
import StoreTesting
import TMDb
import XCTest

@MainActor
final class MovieDetailsTests: XCTestCase {
    private func makeStore(_ catalog: FakeCatalog, _ watchlist: FakeWatchlist)
        -> TestStore<MovieDetailsFeature.State, MovieDetailsFeature.Action>
    {
        TestStore(
            initialState: .init(route: .movie(id: 42)),
            reducer: DetailsFeature<MovieDetailsFeature>(dependencies: .fakes(catalog: catalog, watchlist: watchlist)))
    }

    func testFetchLoadsDetailsAndStatusOnce() async {
        let catalog = FakeCatalog()
        let movie = Fixtures.movie(42)
        catalog.answer(MovieResource(id: 42), with: Fetched(movie))
        catalog.hold(MovieResource(id: 42))
        let store = makeStore(catalog, FakeWatchlist())
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.own(.watchlist(.statusLoaded(false)))) { $0.isStatusLoaded = true }
        catalog.release(MovieResource(id: 42))
        await store.receive(.loaded(Fetched(movie))) { $0.content = .ready(movie, isStale: false) }
        await store.send(.fetch)
        XCTAssertEqual(store.state.pageTitle, "The Quiet Harbour")
        await store.finish()
        XCTAssertEqual(catalog.calls(MovieResource.self).map(\.id), [42])
    }

    func testFailureAndRetry() async {
        let catalog = FakeCatalog()
        catalog.fail(MovieResource(id: 42), with: .rateLimited(retryAfter: 2))
        catalog.hold(MovieResource(id: 42))
        let store = makeStore(catalog, FakeWatchlist([WatchlistEntry(kind: .movie, id: 42, addedAt: 1)]))
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.own(.watchlist(.statusLoaded(true)))) {
            $0.isOnWatchlist = true
            $0.isStatusLoaded = true
        }
        catalog.release(MovieResource(id: 42))
        await store.receive(.failed(.rateLimited(retryAfter: 2))) {
            $0.content = .error(ErrorInfo(CatalogError.rateLimited(retryAfter: 2)))
        }
        catalog.answer(MovieResource(id: 42), with: Fetched(Fixtures.movie(42)))
        await store.send(.retry) { $0.content = .loading }
        await store.receive(.loaded(Fetched(Fixtures.movie(42)))) {
            $0.content = .ready(Fixtures.movie(42), isStale: false)
        }
        await store.finish()
    }

    func testDisplayModel() {
        let display = MovieDetailsDisplay(Fixtures.movie(42), isOnWatchlist: true)
        XCTAssertEqual(display.year, "2019")
        XCTAssertEqual(display.runtime, "2 h 5 min")
        XCTAssertEqual(display.genres, ["Drama", "Crime"])
        XCTAssertEqual(display.genresText, "Drama, Crime")
        XCTAssertEqual(display.tagline, "Every tide turns.")
        XCTAssertEqual(display.cast.map(\.name), ["Ada Lowell", "Ben Ortiz", "Third Billed"])
        XCTAssertEqual(display.cast.map(\.character), ["Captain", nil, nil])
        XCTAssertEqual(display.cast.map(\.initials), [nil, "BO", "TB"])
        XCTAssertEqual(display.cast.first?.photoURL, "https://image.example/t/p/w185/a.jpg")
        XCTAssertEqual(display.recommendations.map(\.route), [.movie(id: 201), .movie(id: 202)])
        XCTAssertEqual(display.backdropURL, "https://image.example/t/p/original/b42.jpg")
        XCTAssertEqual(display.watchlistButton, WatchlistButton(isOnWatchlist: true))
        XCTAssertEqual(display.watchlistButton.label, "Remove from Watchlist")
    }

    func testScoreInTheLocalesNumbersHiddenWithoutVotes() {
        let movie = Movie(id: 1, title: "Scored", score: VoteScore(average: 7.84, count: 12345))
        XCTAssertEqual(
            MovieDetailsDisplay(movie, isOnWatchlist: false, locale: Locale(identifier: "en_US")).score,
            "7.8 · 12,345 votes")
        XCTAssertEqual(
            MovieDetailsDisplay(movie, isOnWatchlist: false, locale: Locale(identifier: "de_DE")).score,
            "7,8 · 12.345 votes", "German numbers (the words are the catalog's)")
        let one = Movie(id: 2, title: "One Vote", score: VoteScore(average: 6, count: 1))
        XCTAssertEqual(
            MovieDetailsDisplay(one, isOnWatchlist: false, locale: Locale(identifier: "en_US")).score,
            "6.0 · 1 vote")
        let none = Movie(id: 3, title: "No Votes", score: VoteScore(average: 0, count: 0))
        XCTAssertNil(MovieDetailsDisplay(none, isOnWatchlist: false).score)
        XCTAssertNil(MovieDetailsDisplay(Movie(id: 4, title: "Unknown"), isOnWatchlist: false).score)
        let series = TVSeries(id: 5, name: "Scored Series", score: VoteScore(average: 8.25, count: 980))
        XCTAssertEqual(
            TVSeriesDetailsDisplay(series, isOnWatchlist: false, locale: Locale(identifier: "en_US")).score,
            "8.3 · 980 votes")
    }

    func testMissingValuesAreHidden() {
        let movie = Movie(id: 1, title: "Untitled", tagline: " ", overview: nil, releaseDate: nil, runtime: nil)
        let display = MovieDetailsDisplay(movie, isOnWatchlist: false)
        XCTAssertNil(display.tagline)
        XCTAssertNil(display.overview)
        XCTAssertNil(display.year)
        XCTAssertNil(display.runtime)
        XCTAssertNil(display.genresText)
        XCTAssertEqual(display.watchlistButton.label, "Add to Watchlist")
    }

    func testSelectionsNavigate() async {
        let store = makeStore(FakeCatalog(), FakeWatchlist())
        await store.send(.own(.castMemberSelected(personID: 1)))
        await store.receive(.navigate(.person(id: 1)))
        await store.send(.own(.page(.recommendationSelected(movieID: 201))))
        await store.receive(.navigate(.movie(id: 201)))
        await store.finish()
    }

    func testToggleAddsOptimisticallyThenRemoves() async {
        let watchlist = FakeWatchlist()
        let store = makeStore(FakeCatalog(), watchlist)
        await store.send(.own(.watchlist(.toggle))) { $0.isOnWatchlist = true }
        await store.receive(.own(.watchlist(.saved(isOnWatchlist: true)))) {
            $0.confirmation = WatchlistToggle.Confirmation(isOnWatchlist: true)
        }
        XCTAssertEqual(store.state.own.watchlist.confirmation?.message, "Added to your watchlist")
        XCTAssertEqual(watchlist.entries.map(\.id), [42])
        await store.send(.own(.watchlist(.confirmationShown))) { $0.confirmation = nil }
        await store.send(.own(.watchlist(.toggle))) { $0.isOnWatchlist = false }
        await store.receive(.own(.watchlist(.saved(isOnWatchlist: false)))) {
            $0.confirmation = WatchlistToggle.Confirmation(isOnWatchlist: false)
        }
        await store.finish()
        XCTAssertTrue(watchlist.entries.isEmpty)
    }

    func testFailedAddIsRevertedWithAnErrorMessage() async {
        let watchlist = FakeWatchlist()
        watchlist.failSaves(with: .storage("read-only"))
        let store = makeStore(FakeCatalog(), watchlist)
        await store.send(.own(.watchlist(.toggle))) { $0.isOnWatchlist = true }
        await store.receive(.own(.watchlist(.saveFailed(wasOnWatchlist: false, .storage("read-only"))))) {
            $0.isOnWatchlist = false
            $0.watchlistError = ErrorInfo(
                message: "Could not add to the watchlist. " + CatalogError.storage("").userMessage,
                isRetryable: false)
        }
        XCTAssertNil(store.state.own.watchlist.confirmation, "a change that was not stored is never confirmed")
        watchlist.failSaves(with: nil)
        await store.send(.own(.watchlist(.toggle))) {
            $0.isOnWatchlist = true
            $0.watchlistError = nil
        }
        await store.receive(.own(.watchlist(.saved(isOnWatchlist: true)))) {
            $0.confirmation = WatchlistToggle.Confirmation(isOnWatchlist: true)
        }
        await store.finish()
        XCTAssertEqual(watchlist.entries.map(\.id), [42])
    }
}
