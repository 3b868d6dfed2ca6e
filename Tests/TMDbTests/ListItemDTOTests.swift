import XCTest

@testable import TMDb

/// One list item DTO for movies and series: each kind's title and date from its own keys, the rest alike.
final class ListItemDTOTests: XCTestCase {
    private func decode<Keys>(_ json: String, as: ListItemDTO<Keys>.Type) throws -> ListItemDTO<Keys> {
        try JSONDecoder().decode(ListItemDTO<Keys>.self, from: Data(json.utf8))
    }

    func testEachKindReadsItsOwnTitleAndDateKeysAndTheSameOtherFields() throws {
        let both =
            #""id": 7, "title": "Film", "name": "Show", "release_date": "2001-02-03", "#
            + #""first_air_date": "2004-05-06", "overview": "Both.", "poster_path": "/p.jpg", "popularity": 2.5"#
        let movie = try decode("{\(both)}", as: MovieListItemDTO.self)
        let series = try decode("{\(both)}", as: TVListItemDTO.self)
        XCTAssertEqual([movie.title, movie.date], ["Film", "2001-02-03"])
        XCTAssertEqual([series.title, series.date], ["Show", "2004-05-06"])
        for item in [movie.overview, series.overview] { XCTAssertEqual(item, "Both.") }
        XCTAssertEqual([movie.posterPath, series.posterPath], ["/p.jpg", "/p.jpg"])
        XCTAssertEqual([movie.popularity, series.popularity], [2.5, 2.5])
    }

    func testTheTitleFallsBackInTheKindsOrder() throws {
        XCTAssertEqual(
            try decode(#"{"id": 1, "original_title": "Orig", "name": "N"}"#, as: MovieListItemDTO.self).title,
            "Orig")
        XCTAssertEqual(try decode(#"{"id": 1, "name": "N"}"#, as: MovieListItemDTO.self).title, "N")
        XCTAssertEqual(
            try decode(#"{"id": 1, "original_name": "Orig", "title": "T"}"#, as: TVListItemDTO.self).title,
            "Orig")
        XCTAssertEqual(try decode(#"{"id": 1, "title": "T"}"#, as: TVListItemDTO.self).title, "T")
        XCTAssertEqual(try decode(#"{"id": 1, "title": " "}"#, as: TVListItemDTO.self).title, "")
    }
}
