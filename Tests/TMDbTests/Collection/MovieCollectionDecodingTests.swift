import Catalog
import XCTest

@testable import TMDb

/// `/collection/{id}` and a movie's `belongs_to_collection` as TMDb sends them
/// (https://developer.themoviedb.org/reference/collection-details).
final class MovieCollectionDecodingTests: XCTestCase {
    private func client(_ body: String) -> (TMDbClient, ScriptedTransport) {
        let transport = ScriptedTransport.json(body)
        return (TMDbClient(transport: transport, credential: .token("t"), retry: RecordedSleeps().policy), transport)
    }

    func testPartsWithEmptyOrMissingDatesAndPartsThatAreNoMovies() async throws {
        let (client, transport) = client(
            """
            {"id": 10, "name": "Star Wars Collection", "overview": "", "poster_path": "/c.jpg", "backdrop_path": null,
             "parts": [
                {"id": 11, "title": "Star Wars", "release_date": "1977-05-25", "poster_path": "/s.jpg", "media_type": "movie"},
                {"id": 12, "title": "Announced", "release_date": "", "media_type": "movie"},
                {"id": 13, "title": "No date key", "poster_path": null},
                {"id": 14, "name": "A series", "media_type": "tv"},
                {"title": "No id"}]}
            """)
        let collection = try await MovieCollectionResource(id: 10).fetch(from: client)
        XCTAssertEqual(collection.name, "Star Wars Collection")
        XCTAssertNil(collection.overview, "an empty overview is none")
        XCTAssertEqual(collection.poster?.full, "https://image.tmdb.org/t/p/original/c.jpg")
        XCTAssertNil(collection.backdrop)
        XCTAssertEqual(collection.parts.map(\.id), [11, 12, 13])
        XCTAssertEqual(collection.parts.map(\.releaseDate), [CalendarDate(year: 1977, month: 5, day: 25), nil, nil])
        XCTAssertEqual(collection.parts.first?.poster?.card, "https://image.tmdb.org/t/p/w185/s.jpg")
        XCTAssertEqual(transport.requests.first?.path, "/collection/10")
    }

    func testAnswerWithoutPartsIsAnEmptyCollection() async throws {
        let (client, _) = client(#"{"id": 10, "name": "Empty", "parts": null}"#)
        let collection = try await MovieCollectionResource(id: 10).fetch(from: client)
        XCTAssertEqual(collection.parts, [])
    }

    func testMovieNamesItsCollectionOrNone() async throws {
        for (json, expected) in [
            (
                #"{"id": 10, "name": "Star Wars Collection", "poster_path": null}"#,
                MovieCollectionLink(id: 10, name: "Star Wars Collection")
            ),
            ("null", nil), (#"{"id": 10}"#, nil), (#"{"name": "No id"}"#, nil),
            (#"{"id": 10, "name": ""}"#, nil), (#""Star Wars""#, nil),
        ] as [(String, MovieCollectionLink?)] {
            let (client, _) = client(#"{"id": 11, "title": "Star Wars", "belongs_to_collection": \#(json)}"#)
            let movie = try await MovieResource(id: 11).fetch(from: client)
            XCTAssertEqual(movie.collection, expected, json)
        }
    }
}
