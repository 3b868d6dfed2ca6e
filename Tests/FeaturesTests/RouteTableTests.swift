import Catalog
import Features
import XCTest

/// The route table is the one list of pages: every row is reachable by its text form, what refers to the
/// list of kinds agrees with it, and what a route says about itself comes from its page's row.
final class RouteTableTests: XCTestCase {
    private let table = RouteTable.popcorn

    func testEveryRowHasItsOwnPattern() {
        let patterns = table.rows.map { $0.pattern.description }
        XCTAssertEqual(Set(patterns).count, patterns.count, "duplicate rows: \(patterns)")
        XCTAssertEqual(table.routes.patterns, table.rows.map { $0.pattern })
    }

    func testEveryRowParsesFromItsTextFormAndOpensItsKindOfPage() throws {
        for row in table.rows {
            let route = Self.example(of: row.pattern)
            XCTAssertEqual(try Route(parsing: route.description), route, route.description)
            XCTAssertEqual(
                row.pattern.page == nil, Destination(route) != nil,
                "\(route): details pages push a destination, top-level pages select their page")
            XCTAssertEqual(Destination(route)?.route, row.pattern.page == nil ? route : nil)
        }
    }

    func testTheUnknownKindMessageNamesEveryKindOfTheTable() {
        let message = RouteError.unknownKind("film").description
        XCTAssertEqual(Array(table.kinds.prefix(5)), ["explore", "search", "watchlist", "up-next", "movie"])
        for kind in table.kinds {
            XCTAssertTrue(message.contains(kind), "“\(message)” does not name \(kind)")
        }
    }

    /// A page is one row: a table with one more page parses its routes, opens it, links to it and dumps it
    /// through what the page declares, without any other list of pages knowing it.
    @MainActor
    func testARowIsAllAPageNeeds() async throws {
        let table = RouteTable(RouteTable.popcorn.rows + [ShelfPage.self])
        let route = try table.routes.route(parsing: "shelf/4")
        XCTAssertEqual(route, Route(ShelfPage.pattern, [4]))
        XCTAssertNotNil(Destination(route)?.state(of: ShelfPage.self))
        let page = try XCTUnwrap(table.row(for: route))
        XCTAssertEqual(page.webLink(for: route), "https://www.themoviedb.org/shelf/4/books")
        XCTAssertTrue(page.readsLibrary(route))
        XCTAssertNil(page.trackable(route))
        XCTAssertNil(RouteTable.popcorn.row(for: route), "the app's table does not have the test page")
        let dump = await table.dump(route, dependencies: .fakes())
        XCTAssertEqual(dump.text, #"{"route": "shelf/4", "status": "ready", "isStale": false, "name": "Shelf 4"}"#)
    }

    func testEachPageSaysWhereItIsOnTMDb() throws {
        let expected: [(String, String?)] = [
            ("movie/603", "https://www.themoviedb.org/movie/603"),
            ("tv/1399", "https://www.themoviedb.org/tv/1399"),
            ("tv/1399/season/2", "https://www.themoviedb.org/tv/1399/season/2"),
            ("tv/1399/season/2/episode/3", "https://www.themoviedb.org/tv/1399/season/2/episode/3"),
            ("person/17419", "https://www.themoviedb.org/person/17419"),
            ("movie/603/credits", "https://www.themoviedb.org/movie/603/cast"),
            ("tv/1399/credits", "https://www.themoviedb.org/tv/1399/cast"),
            ("explore", nil), ("search?q=dune", nil), ("watchlist", nil), ("up-next", nil), ("history", nil),
            ("calendar", nil), ("discover/movie", nil), ("explore/trendingMovies", nil),
        ]
        for (text, url) in expected {
            XCTAssertEqual(try Route(parsing: text).tmdbWebURL, url, text)
        }
    }

    func testEachPageSaysWhetherItShowsTheLibraryAndWhatItTracks() throws {
        let expected: [(String, Bool, TrackableRoute?)] = [
            ("movie/603", true, .movie(id: 603)),
            ("tv/1399", true, .series(id: 1399)),
            ("tv/1399/season/2", true, .season(seriesID: 1399, season: 2)),
            ("tv/1399/season/2/episode/3", true, .episode(EpisodeKey(seriesID: 1399, season: 2, episode: 3))),
            ("person/17419", false, nil), ("movie/603/credits", false, nil), ("tv/1399/credits", false, nil),
            ("explore", false, nil), ("search", true, nil), ("search?q=%20", true, nil), ("search?q=dune", false, nil),
            ("watchlist", true, nil), ("up-next", true, nil), ("history?page=2", true, nil), ("calendar", true, nil),
            ("discover/tv", false, nil), ("explore/trendingPeople", false, nil),
        ]
        for (text, readsLibrary, trackable) in expected {
            let route = try Route(parsing: text)
            XCTAssertEqual(route.readsLibrary, readsLibrary, text)
            XCTAssertEqual(TrackableRoute(route), trackable, text)
        }
    }

    func testTheWatchlistTitlesAreThePagesWithAWatchlistToggle() throws {
        XCTAssertEqual(try Route(parsing: "movie/603").watchlistTitle?.kind, .movie)
        XCTAssertEqual(try Route(parsing: "tv/1399").watchlistTitle?.kind, .tvSeries)
        XCTAssertEqual(try Route(parsing: "tv/1399").watchlistTitle?.id, 1399)
        for text in ["person/1", "tv/1/season/1", "movie/1/credits", "watchlist"] {
            XCTAssertNil(try Route(parsing: text).watchlistTitle, text)
        }
    }

    /// A route of `pattern`: numbers above their minimum, the last word of each choice.
    static func example(of pattern: RoutePattern) -> Route {
        Route(
            pattern,
            pattern.segments.compactMap { segment -> Int? in
                switch segment {
                case .number(_, let minimum): minimum + 7
                case .choice(_, let options): options.count - 1
                case .literal: nil
                }
            })
    }
}

/// A page only these tests have: a shelf of books (`shelf/ID`), on TMDb's website at `shelf/ID/books`.
private enum ShelfPage: DetailsPage {
    static let pattern = RoutePattern("shelf/{shelf}", details: Self.self)

    static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: "shelf/\(route.numbers[0])/books") }

    static func readsLibrary(_ route: Route) -> Bool { true }

    nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<String>
    {
        Fetched("Shelf \(route.numbers[0])")
    }

    static func title(of name: String) -> String { name }

    static func dumpMembers(_ name: String, own: NoOwnState) -> [(String, DumpJSON)] { [("name", .string(name))] }
}
