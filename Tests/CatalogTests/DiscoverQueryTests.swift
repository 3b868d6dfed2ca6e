import Catalog
import XCTest

final class DiscoverQueryTests: XCTestCase {
    func testParsesEveryFilterAndPrintsThemInAFixedOrder() throws {
        let query = try DiscoverQuery(
            parsing: "page=2&watch_region=DE&with_watch_providers=8%7C337&with_original_language=ko"
                + "&vote_average.gte=7.5&primary_release_year=2019&sort_by=vote_average.desc&with_genres=18,35",
            kind: .movie)
        XCTAssertEqual(query.genres, "18,35")
        XCTAssertEqual(query.sortBy, "vote_average.desc")
        XCTAssertEqual(query.year, 2019)
        XCTAssertEqual(query.minimumRating, 7.5)
        XCTAssertEqual(query.originalLanguage, "ko")
        XCTAssertEqual(query.watchProviders, "8|337", "percent-decoded")
        XCTAssertEqual(query.watchRegion, "DE")
        XCTAssertEqual(query.page, 2)
        XCTAssertEqual(
            query.text,
            "with_genres=18,35&sort_by=vote_average.desc&primary_release_year=2019"
                + "&vote_average.gte=7.5&with_original_language=ko&with_watch_providers=8|337&watch_region=DE&page=2")
        XCTAssertEqual(try DiscoverQuery(parsing: query.text, kind: .movie), query, "the text reads back")
        XCTAssertEqual(query.at(page: nil).text.contains("page="), false)
        XCTAssertEqual(try DiscoverQuery(parsing: "", kind: .tvSeries), DiscoverQuery(kind: .tvSeries))
        XCTAssertEqual(try DiscoverQuery(parsing: "vote_average.gte=7", kind: .movie).text, "vote_average.gte=7")
    }

    func testSeriesUseTheirOwnYearAndDate() throws {
        XCTAssertEqual(
            try DiscoverQuery(parsing: "first_air_date_year=2020&sort_by=first_air_date.asc", kind: .tvSeries).year,
            2020)
        XCTAssertThrowsError(try DiscoverQuery(parsing: "primary_release_year=2020", kind: .tvSeries)) { error in
            XCTAssertEqual(error as? DiscoverQuery.Problem, .unknownFilter("primary_release_year"))
        }
        XCTAssertThrowsError(try DiscoverQuery(parsing: "sort_by=primary_release_date.desc", kind: .tvSeries)) {
            error in
            XCTAssertEqual(
                error as? DiscoverQuery.Problem, .invalidValue(name: "sort_by", value: "primary_release_date.desc"))
        }
    }

    func testRefusesUnknownFiltersAndMalformedValues() {
        let bad: [(String, DiscoverQuery.Problem)] = [
            ("no_such_filter=1", .unknownFilter("no_such_filter")),
            ("with_genres=18&api_key=x", .unknownFilter("api_key")),
            ("with_genres=drama", .invalidValue(name: "with_genres", value: "drama")),
            ("with_genres=18,35|99", .invalidValue(name: "with_genres", value: "18,35|99")),
            ("with_genres=18,", .invalidValue(name: "with_genres", value: "18,")),
            ("with_genres=", .invalidValue(name: "with_genres", value: "")),
            ("sort_by=popularity", .invalidValue(name: "sort_by", value: "popularity")),
            ("sort_by=revenue.desc", .invalidValue(name: "sort_by", value: "revenue.desc")),
            ("primary_release_year=19", .invalidValue(name: "primary_release_year", value: "19")),
            ("vote_average.gte=11", .invalidValue(name: "vote_average.gte", value: "11")),
            ("vote_average.gte=-1", .invalidValue(name: "vote_average.gte", value: "-1")),
            ("vote_average.gte=nan", .invalidValue(name: "vote_average.gte", value: "nan")),
            ("with_original_language=EN", .invalidValue(name: "with_original_language", value: "EN")),
            ("with_watch_providers=8&watch_region=de", .invalidValue(name: "watch_region", value: "de")),
            ("page=0", .invalidValue(name: "page", value: "0")),
            ("page=501", .invalidValue(name: "page", value: "501")),
            ("page=1&page=2", .invalidValue(name: "page", value: "2")),
        ]
        for (text, problem) in bad {
            XCTAssertThrowsError(try DiscoverQuery(parsing: text, kind: .movie), text) { error in
                XCTAssertEqual(error as? DiscoverQuery.Problem, problem, text)
            }
        }
    }
}
