import Catalog
import XCTest

final class LibraryQueryTests: XCTestCase {
    func testTheTextFormRoundTripsInAFixedOrder() throws {
        let query = try LibraryQuery(
            parsing: "sort_by=title.asc&q=Anna%20Berg&min_rating=7&decade=1990&on_my_services=1&with_genres=18|35")
        XCTAssertEqual(query.genres, "18|35")
        XCTAssertTrue(query.onMyServices)
        XCTAssertEqual(query.decade, 1990)
        XCTAssertEqual(query.minimumRating, 7)
        XCTAssertEqual(query.text, "Anna Berg")
        XCTAssertEqual(query.sort, LibraryQuery.Sort(.title, ascending: true))
        XCTAssertEqual(
            query.queryText,
            "with_genres=18|35&on_my_services=1&decade=1990&min_rating=7&q=Anna%20Berg&sort_by=title.asc")
        XCTAssertEqual(try LibraryQuery(parsing: query.queryText), query)
        XCTAssertEqual(try LibraryQuery(parsing: "").queryText, "")
        for sort in LibraryQuery.Sort.all {
            XCTAssertEqual(try LibraryQuery(parsing: "sort_by=" + sort.text).sort, sort)
        }
        XCTAssertEqual(try LibraryQuery(parsing: "q=a%26b%3Dc").queryText, "q=a%26b%3Dc")
    }

    func testInvalidValuesAreRefusedByName() {
        let cases: [(String, DiscoverQuery.Problem)] = [
            ("genre=18", .unknownFilter("genre")),
            ("with_genres=18,35|80", .invalidValue(name: "with_genres", value: "18,35|80")),
            ("with_genres=drama", .invalidValue(name: "with_genres", value: "drama")),
            ("on_my_services=0", .invalidValue(name: "on_my_services", value: "0")),
            ("on_my_services=yes", .invalidValue(name: "on_my_services", value: "yes")),
            ("decade=1995", .invalidValue(name: "decade", value: "1995")),
            ("decade=19", .invalidValue(name: "decade", value: "19")),
            ("min_rating=0", .invalidValue(name: "min_rating", value: "0")),
            ("min_rating=11", .invalidValue(name: "min_rating", value: "11")),
            ("min_rating=7.5", .invalidValue(name: "min_rating", value: "7.5")),
            ("q=", .invalidValue(name: "q", value: "")),
            ("sort_by=popularity.desc", .invalidValue(name: "sort_by", value: "popularity.desc")),
            ("sort_by=title", .invalidValue(name: "sort_by", value: "title")),
            ("decade=1990&decade=2000", .invalidValue(name: "decade", value: "2000")),
        ]
        for (text, problem) in cases {
            XCTAssertThrowsError(try LibraryQuery(parsing: text), text) { error in
                XCTAssertEqual(error as? DiscoverQuery.Problem, problem, text)
            }
        }
    }

    private func entry(
        _ id: Int, _ name: String, genres: Set<Int> = [], cast: [String] = [], released: Int? = nil,
        rating: Int? = nil, score: Double? = nil, providers: Set<Int> = [], added: Double = 0
    ) -> LibraryEntry {
        LibraryEntry(
            item: .movie(MovieSummary(id: id, title: name)), status: .completed, isHidden: false, addedAt: added,
            userRating: rating, genres: genres.sorted().map { Genre(id: $0, name: "\($0)") }, castNames: cast,
            releaseDate: released.map { CalendarDate(year: $0, month: 6, day: 1) }, voteAverage: score,
            streamingProviderIDs: providers)
    }

    func testFiltersKeepOnlyMatchingEntries() throws {
        let entries = [
            entry(1, "Drama Comedy", genres: [18, 35], cast: ["Anna Berg"], released: 1994, rating: 8, providers: [8]),
            entry(2, "Drama", genres: [18], released: 1999, rating: 6, providers: [337]),
            entry(3, "Comedy", genres: [35], cast: ["Zoë Ámsel"], released: 2001, providers: [8]),
            entry(4, "Crime", genres: [80], released: nil, rating: 10),
        ]
        func ids(_ text: String, services: Set<Int> = [8]) throws -> [Int] {
            try LibraryQuery(parsing: text + "&sort_by=title.asc").apply(to: entries, myServices: services)
                .map(\.item.tmdbID)
        }
        XCTAssertEqual(try ids("with_genres=18,35"), [1])
        XCTAssertEqual(try ids("with_genres=18|35"), [3, 2, 1])
        XCTAssertEqual(try ids("on_my_services=1"), [3, 1])
        XCTAssertEqual(try ids("on_my_services=1", services: []), [])
        XCTAssertEqual(try ids("decade=1990"), [2, 1])
        XCTAssertEqual(try ids("min_rating=8"), [4, 1])
        XCTAssertEqual(try ids("q=anna"), [1])
        XCTAssertEqual(try ids("q=zoe%20ams"), [3])
        XCTAssertEqual(try ids("q=crim"), [4])
        XCTAssertEqual(try ids("with_genres=18&decade=1990&min_rating=7"), [1])
    }

    func testOrdersPutEntriesWithoutTheValueLastAndKeepTies() throws {
        let entries = [
            entry(1, "beta", released: 2001, rating: 5, score: 7.5, added: 30),
            entry(2, "Alpha", released: nil, rating: nil, score: nil, added: 10),
            entry(3, "Gamma", released: 1980, rating: 9, score: 7.5, added: 20),
        ]
        func ids(_ sort: String) throws -> [Int] {
            try LibraryQuery(parsing: "sort_by=" + sort).apply(to: entries, myServices: []).map(\.item.tmdbID)
        }
        XCTAssertEqual(try LibraryQuery(parsing: "").apply(to: entries, myServices: []).map(\.item.tmdbID), [1, 3, 2])
        XCTAssertEqual(try ids("added.asc"), [2, 3, 1])
        XCTAssertEqual(try ids("title.asc"), [2, 1, 3])
        XCTAssertEqual(try ids("title.desc"), [3, 1, 2])
        XCTAssertEqual(try ids("release_date.asc"), [3, 1, 2])
        XCTAssertEqual(try ids("release_date.desc"), [1, 3, 2])
        XCTAssertEqual(try ids("rating.desc"), [3, 1, 2])
        XCTAssertEqual(try ids("vote_average.desc"), [1, 3, 2])
    }
}
