import Catalog
import Foundation
import HTTP
import TestServerSupport
import XCTest

@testable import TMDb

/// The collection endpoint through libcurl against `Tests/Support/fake_tmdb.py`, which answers
/// `/3/collection/10` like TMDb (https://developer.themoviedb.org/reference/collection-details) and an
/// unknown id with TMDb's 404 (status code 34).
final class MovieCollectionFakeServerTests: XCTestCase {
    private var server: TestServer!

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "test-token"])
    }

    override func tearDown() {
        server?.stop()
    }

    private func client() throws -> TMDbClient {
        let endpoint = try TMDbEndpoint(baseURL: "\(server.baseURL)/3")
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        return TMDbClient(
            transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
            credential: .token("test-token"), language: "de-DE", retry: RecordedSleeps().policy)
    }

    private struct Seen: Decodable {
        struct Request: Decodable {
            let path: String
            let query: [String: String]
        }
        let requests: [Request]
    }

    func testStarWarsCollectionInTheClientsLanguage() async throws {
        let collection = try await MovieCollectionResource(id: 10).fetch(from: client())
        XCTAssertEqual(collection.id, 10)
        XCTAssertEqual(collection.name, "Star Wars Collection")
        XCTAssertEqual(collection.parts.count, 11)
        XCTAssertEqual(collection.parts.first?.title, "Star Wars")
        XCTAssertEqual(
            collection.partsInReleaseOrder.map(\.id),
            [11, 1891, 1892, 1893, 1894, 1895, 140607, 181808, 181812, 1_426_776, 1_426_777])
        XCTAssertNil(collection.partsInReleaseOrder.last?.releaseDate, "the announced part without a date")
        XCTAssertEqual(collection.backdrop?.full, "https://image.tmdb.org/t/p/original/fx-collection-backdrop-10.jpg")
        let seen = try JSONDecoder().decode(Seen.self, from: server.get("/__requests"))
        XCTAssertEqual(seen.requests.map(\.path), ["/3/collection/10"])
        XCTAssertEqual(seen.requests.first?.query["language"], "de-DE")
    }

    func testUnknownCollectionIsNotFound() async throws {
        do {
            _ = try await MovieCollectionResource(id: 999_999).fetch(from: client())
            XCTFail("an unknown collection loaded")
        } catch let error as CatalogError {
            XCTAssertEqual(error, .notFound)
        }
    }

    func testStarWarsNamesItsCollection() async throws {
        let movie = try await MovieResource(id: 11).fetch(from: client())
        XCTAssertEqual(movie.collection, MovieCollectionLink(id: 10, name: "Star Wars Collection"))
        let standalone = try await MovieResource(id: 100).fetch(from: client())
        XCTAssertNil(standalone.collection, "belongs_to_collection: null")
    }
}
