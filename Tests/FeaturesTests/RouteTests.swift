import Catalog
import Features
import XCTest

final class RouteTests: XCTestCase {
    private let examples: [(String, Route)] = [
        ("explore", .explore),
        ("search", .search(query: "")),
        ("search?q=dune", .search(query: "dune")),
        ("search?q=the%20quiet%20harbour%20%26%20sons%3F", .search(query: "the quiet harbour & sons?")),
        ("search?q=%C3%A9t%C3%A9", .search(query: "été")),
        ("watchlist", .watchlist),
        ("movie/550", .movie(id: 550)),
        ("tv/1396", .tvSeries(id: 1396)),
        ("tv/1396/season/0", .tvSeason(seriesID: 1396, season: 0)),
        ("tv/1396/season/2", .tvSeason(seriesID: 1396, season: 2)),
        ("tv/1396/season/2/episode/3", .tvEpisode(seriesID: 1396, season: 2, episode: 3)),
        ("person/17419", .person(id: 17419)),
        ("movie/550/credits", .movieCredits(id: 550)),
        ("tv/1396/credits", .tvSeriesCredits(id: 1396)),
        ("discover/movie", .discover(DiscoverQuery(kind: .movie))),
        (
            "discover/movie?with_genres=18&sort_by=popularity.desc&page=2",
            .discover(DiscoverQuery(kind: .movie, genres: "18", sortBy: "popularity.desc", page: 2))
        ),
        ("discover/tv?first_air_date_year=2020", .discover(DiscoverQuery(kind: .tvSeries, year: 2020))),
        ("explore/trendingMovies", .seeAll(.trendingMovies)),
        ("explore/trendingPeople?page=3", .seeAll(.trendingPeople, page: 3)),
    ]

    func testParsesAndPrintsEveryForm() throws {
        for (text, route) in examples {
            XCTAssertEqual(try Route(parsing: text), route, text)
            XCTAssertEqual(route.description, text)
            XCTAssertEqual(try Route(parsing: route.description), route, "round trip of \(text)")
        }
    }

    func testRejectsBadInputWithAClearError() {
        let bad: [(String, RouteError)] = [
            ("", .empty),
            ("film/1", .unknownKind("film")),
            ("Movie/1", .unknownKind("Movie")),
            ("movie/abc", .invalidNumber(name: "movie", value: "abc")),
            ("movie/-1", .invalidNumber(name: "movie", value: "-1")),
            ("movie/+1", .invalidNumber(name: "movie", value: "+1")),
            ("movie/0", .invalidNumber(name: "movie", value: "0")),
            ("movie/", .invalidNumber(name: "movie", value: "")),
            ("movie", .missingSegments("movie")),
            ("movie/1/2", .unexpectedSegment("2")),
            ("movie/1/", .unexpectedSegment("")),
            ("movie/1/credits/2", .extraSegments("2")),
            ("movie/x/credits", .invalidNumber(name: "movie", value: "x")),
            ("tv/0/credits", .invalidNumber(name: "tv", value: "0")),
            ("tv/1/credits/2", .unexpectedSegment("credits")),
            (
                "explore/now",
                .invalidChoice(name: "section", value: "now", options: ExploreSectionID.allCases.map(\.rawValue))
            ),
            ("person/1/credits", .extraSegments("credits")),
            ("tv", .missingSegments("tv")),
            ("tv/x", .invalidNumber(name: "tv", value: "x")),
            ("tv/1/season", .missingSegments("season")),
            ("tv/1/seasons/2", .unexpectedSegment("seasons")),
            ("tv/1/season/-2", .invalidNumber(name: "season", value: "-2")),
            ("tv/1/season/2/episode", .missingSegments("episode")),
            ("tv/1/season/2/episode/0", .invalidNumber(name: "episode", value: "0")),
            ("tv/1/season/2/episode/3/cast", .extraSegments("cast")),
            ("tv/1/season/2/chapter/3", .unexpectedSegment("chapter")),
            ("movie/1?q=x", .unexpectedQuery("movie/1?q=x")),
            ("search?x=1", .invalidQuery("x=1")),
            ("search?q=a&page=2", .invalidQuery("q=a&page=2")),
            ("movie/99999999999999999999", .invalidNumber(name: "movie", value: "99999999999999999999")),
            ("discover/movie?no_such_filter=1", .unknownFilter("no_such_filter")),
            ("discover/movie?vote_average.gte=high", .invalidFilter(name: "vote_average.gte", value: "high")),
            ("discover/film", .invalidChoice(name: "kind", value: "film", options: ["movie", "tv"])),
            ("discover", .missingSegments("discover")),
            (
                "explore/trending",
                .invalidChoice(
                    name: "section", value: "trending",
                    options: ExploreSectionID.allCases.map(\.rawValue))
            ),
            ("explore/trendingMovies?page=0", .invalidPage("page=0")),
            ("explore/trendingMovies/2", .extraSegments("2")),
        ]
        for (text, expected) in bad {
            XCTAssertThrowsError(try Route(parsing: text), text) { error in
                XCTAssertEqual(error as? RouteError, expected, text)
                XCTAssertFalse((error as? RouteError)?.description.isEmpty ?? true)
            }
        }
    }

    func testPageOfRoutes() {
        XCTAssertEqual(Route.search(query: "x").page, .search)
        XCTAssertNil(Route.movie(id: 1).page)
    }
}
