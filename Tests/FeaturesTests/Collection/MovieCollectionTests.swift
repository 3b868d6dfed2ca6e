import Catalog
import Features
import Store
import StoreTesting
import TMDb
import XCTest

/// The collection page over a fake catalog and a fake library: the display (release order, undated last,
/// "N movies"), the watched marks following the library, "Mark All Watched" (released movies only, a toast
/// with Undo, an error when the save fails), navigation, the dump, and the movie page's link.
@MainActor
final class MovieCollectionTests: XCTestCase {
    private let today = CalendarDate(year: 2020, month: 6, day: 1)

    private func part(_ id: Int, _ title: String, released: String?) -> MovieSummary {
        MovieSummary(id: id, title: title, releaseDate: released.flatMap { CalendarDate(tmdb: $0) })
    }

    /// In TMDb's order: a future movie, an undated one, two released ones (one released today).
    private var collection: MovieCollection {
        MovieCollection(
            id: 10, name: "Harbour Collection", overview: "  ",
            parts: [
                part(3, "Harbour III", released: "2021-01-01"),
                part(4, "Harbour IV", released: nil),
                part(2, "Harbour II", released: "2020-06-01"),
                part(1, "Harbour", released: "2001-03-14"),
            ])
    }

    private func store(_ tracking: FakeTracking, catalog: FakeCatalog = FakeCatalog())
        -> Store<MovieCollectionFeature.State, MovieCollectionFeature.Action>
    {
        catalog.answer(MovieCollectionResource(id: 10), with: Fetched(collection))
        return Store(
            initialState: MovieCollectionFeature.State(route: .movieCollection(id: 10)),
            reducer: DetailsFeature<MovieCollectionFeature>(
                dependencies: .fakes(catalog: catalog, tracking: tracking, today: today)))
    }

    func testDisplayShowsThePartsInReleaseOrderUndatedLast() {
        let display = MovieCollectionDisplay(collection)
        XCTAssertEqual(display.title, "Harbour Collection")
        XCTAssertEqual(display.movieCount, "4 movies")
        XCTAssertEqual(MovieCollectionDisplay.movieCount(1), "1 movie")
        XCTAssertNil(display.overview, "a blank overview is hidden")
        XCTAssertEqual(display.parts.map(\.title), ["Harbour", "Harbour II", "Harbour III", "Harbour IV"])
        XCTAssertEqual(display.parts.map(\.subtitle), ["2001", "2020", "2021", nil])
        XCTAssertEqual(display.parts.first?.route, .movie(id: 1))
    }

    func testMarkAllWatchedMarksTheReleasedMoviesOnlyWithAToastAndUndo() async throws {
        let tracking = FakeTracking(plays: [Play(id: 1, title: .movie(id: 2), watchedAt: 5)])
        let store = store(tracking)
        store.send(.fetch)
        await eventually("loaded and the library read") {
            store.state.display != nil && store.state.own.watchedMovies != nil
        }
        XCTAssertTrue(store.state.own.isWatched(2))
        XCTAssertFalse(store.state.own.isWatched(1))
        store.send(.own(.markAllWatched))
        await eventually("a toast") { store.state.own.toast != nil }
        let toast = try XCTUnwrap(store.state.own.toast)
        XCTAssertEqual(toast.plays.map(\.title), [.movie(id: 1)], "released today or before, not yet watched")
        XCTAssertEqual(toast.message, "Marked as watched")
        XCTAssertEqual(
            Set(tracking.plays.map(\.title)), [.movie(id: 1), .movie(id: 2)], "not the future or undated ones")
        await eventually("the marks follow the library") { store.state.own.isWatched(1) }
        store.send(.own(.toastShown))
        XCTAssertNil(store.state.own.toast)

        store.send(.own(.markAllWatched))
        await eventually("nothing left to mark") { store.state.own.toast?.plays == [] }
        XCTAssertEqual(store.state.own.toast?.message, "Every released movie is already watched")
        XCTAssertFalse(store.state.own.toast?.canUndo ?? true)

        store.send(.own(.undo(toast.plays)))
        await eventually("undone") { !store.state.own.isWatched(1) }
        XCTAssertEqual(tracking.plays.map(\.title), [.movie(id: 2)], "the earlier play stays")
    }

    func testToastCountsTheMoviesMarked() {
        let store = store(.silent)
        store.send(
            .own(
                .marked([
                    Play(id: 1, title: .movie(id: 1), watchedAt: 1),
                    Play(id: 2, title: .movie(id: 2), watchedAt: 1),
                ])))
        XCTAssertEqual(store.state.own.toast?.message, "2 movies marked as watched")
        XCTAssertTrue(store.state.own.toast?.canUndo ?? false)
    }

    func testAFailedMarkIsAnErrorNeverASuccess() async {
        let tracking = FakeTracking()
        tracking.failWrites(with: .storage("disk full"))
        let store = store(tracking)
        store.send(.fetch)
        await eventually("the library is read") { store.state.own.watchedMovies != nil }
        store.send(.own(.markAllWatched))
        await eventually("an error") { store.state.own.error != nil }
        XCTAssertNil(store.state.own.toast)
        XCTAssertTrue(store.state.own.error?.message.contains("not saved") ?? false)
        XCTAssertTrue(tracking.plays.isEmpty)
        store.send(.own(.errorShown))
        XCTAssertNil(store.state.own.error)
    }

    func testOpeningAPartNavigatesToTheMovie() async {
        let store = TestStore(
            initialState: MovieCollectionFeature.State(route: .movieCollection(id: 10)),
            reducer: DetailsFeature<MovieCollectionFeature>(dependencies: .fakes()))
        await store.send(.own(.partSelected(movieID: 3)))
        await store.receive(.navigate(.movie(id: 3)))
        await store.finish()
    }

    func testDumpListsThePartsInReleaseOrderWithTheirMarks() {
        var marks = MovieCollectionMarks()
        marks.watchedMovies = [3]
        let dump = DumpJSON.object(MovieCollectionFeature.dumpMembers(collection, own: marks))
        XCTAssertEqual(
            dump.text,
            """
            {"id": 10, "name": "Harbour Collection", "overview": "  ", "posterURL": null, "backdropURL": null, \
            "parts": [{"kind": "movie", "id": 1, "title": "Harbour", "year": 2001, "releaseDate": "2001-03-14", "watched": false}, \
            {"kind": "movie", "id": 2, "title": "Harbour II", "year": 2020, "releaseDate": "2020-06-01", "watched": false}, \
            {"kind": "movie", "id": 3, "title": "Harbour III", "year": 2021, "releaseDate": "2021-01-01", "watched": true}, \
            {"kind": "movie", "id": 4, "title": "Harbour IV", "year": null, "releaseDate": null, "watched": false}]}
            """)
    }

    func testRouteWebLinkAndLibrary() async throws {
        let route = try Route(parsing: "collection/10")
        XCTAssertEqual(route, .movieCollection(id: 10))
        XCTAssertEqual(route.description, "collection/10")
        XCTAssertEqual(route.tmdbWebURL, "https://www.themoviedb.org/collection/10")
        XCTAssertTrue(route.readsLibrary, "the watched marks come from the library")
        XCTAssertNil(TrackableRoute(route), "no one title is tracked")
        XCTAssertThrowsError(try Route(parsing: "collection/x")) { error in
            XCTAssertEqual(error as? RouteError, .invalidNumber(name: "collection", value: "x"))
        }
    }

    func testMoviePageLinksToItsCollection() {
        let movie = Movie(id: 1, title: "Harbour", collection: MovieCollectionLink(id: 10, name: "Harbour Collection"))
        let link = MovieDetailsDisplay(movie, isOnWatchlist: false).collectionLink
        XCTAssertEqual(link?.label, "Part of the Harbour Collection")
        XCTAssertEqual(link?.route, .movieCollection(id: 10))
        XCTAssertNil(MovieDetailsDisplay(Movie(id: 2, title: "Alone"), isOnWatchlist: false).collectionLink)
    }
}
