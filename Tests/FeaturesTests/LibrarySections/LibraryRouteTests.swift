import Catalog
import Features
import XCTest

final class LibraryRouteTests: XCTestCase {
    func testSectionAndListRoutesRoundTripWithTheirFilters() throws {
        for text in [
            "library/watching", "library/plan-to-watch", "library/completed", "library/on-hold", "library/dropped",
            "library/hidden", "library/on-hold?with_genres=18", "library/dropped?with_genres=18|35&on_my_services=1",
            "library/list/3", "library/list/3?decade=1990&min_rating=7&q=Anna%20Berg&sort_by=vote_average.asc",
        ] {
            XCTAssertEqual(try Route(parsing: text).description, text)
        }
        let route = try Route(parsing: "library/dropped?sort_by=title.desc&with_genres=18")
        XCTAssertEqual(route.description, "library/dropped?with_genres=18&sort_by=title.desc")
        XCTAssertEqual(route.libraryPlace, .section(.dropped))
        XCTAssertEqual(route.libraryQuery.sort, LibraryQuery.Sort(.title, ascending: false))
        XCTAssertEqual(route.page, .library)
        XCTAssertEqual(try Route(parsing: "library/list/12").libraryPlace, .list(id: 12))
        XCTAssertEqual(
            Route.library(.onHold, query: LibraryQuery(genres: "18")).description, "library/on-hold?with_genres=18")
        XCTAssertEqual(Route.libraryList(id: 4).description, "library/list/4")
        XCTAssertNil(Route.watchlist.libraryPlace)
        XCTAssertTrue(try Route(parsing: "library/hidden").readsLibrary)
    }

    func testInvalidSectionsAndFiltersAreParseErrors() {
        let cases: [(String, RouteError)] = [
            (
                "library/paused",
                .invalidChoice(name: "section", value: "paused", options: LibrarySection.allCases.map(\.rawValue))
            ),
            ("library/list/0", .invalidNumber(name: "list", value: "0")),
            ("library/list/x", .invalidNumber(name: "list", value: "x")),
            ("library/on-hold?genre=18", .unknownFilter("genre")),
            ("library/on-hold?with_genres=drama", .invalidFilter(name: "with_genres", value: "drama")),
            ("library/on-hold?min_rating=11", .invalidFilter(name: "min_rating", value: "11")),
            ("library/on-hold?sort_by=popularity.desc", .invalidFilter(name: "sort_by", value: "popularity.desc")),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Route(parsing: text), text) { XCTAssertEqual($0 as? RouteError, expected, text) }
        }
    }
}
