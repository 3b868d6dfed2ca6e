import Foundation
import TestServerSupport
import XCTest

/// `popcorn dump collection/ID` against the fake TMDb (`/3/collection/10`, "Star Wars Collection", its parts
/// out of release order and one without a date; https://developer.themoviedb.org/reference/collection-details)
/// and in the demo: the exact contract, the release order, the watched marks, TMDb's 404, and the movie
/// dumps' `collection` member.
final class MovieCollectionDumpCLITests: XCTestCase {
    private var popcorn: PopcornProcess!
    private var server: TestServer!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "test-token"])
        popcorn.use(server, token: "test-token")
    }

    override func tearDown() {
        server?.stop()
    }

    /// The keys of the JSON object `text` in the order printed (its first level only).
    private func keys(_ text: String) throws -> [String] {
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return object.keys.sorted { key, other in
            text.range(of: "\"\(key)\": ")!.lowerBound < text.range(of: "\"\(other)\": ")!.lowerBound
        }
    }

    func testCollectionDumpsTheContractInReleaseOrderWithWatchedMarks() throws {
        XCTAssertEqual(try popcorn.run("watched", "add", "movie/11", "--date", "2024-01-02").status, 0)
        let result = try popcorn.run("dump", "collection/10")
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = result.stdout.trimmingCharacters(in: .newlines)
        XCTAssertEqual(
            try keys(text),
            [
                "route", "status", "isStale", "id", "name", "overview", "posterURL",
                "backdropURL", "parts",
            ])
        let json = try result.json()
        XCTAssertEqual(json["route"] as? String, "collection/10")
        XCTAssertEqual(json["status"] as? String, "ready")
        XCTAssertEqual(json["isStale"] as? Bool, false)
        XCTAssertEqual(json["id"] as? Int, 10)
        XCTAssertEqual(json["name"] as? String, "Star Wars Collection")
        XCTAssertTrue((json["overview"] as? String)?.hasPrefix("An epic space-opera film series") ?? false)
        XCTAssertEqual(json["posterURL"] as? String, "https://image.tmdb.org/t/p/w500/fx-collection-poster-10.jpg")
        XCTAssertEqual(
            json["backdropURL"] as? String,
            "https://image.tmdb.org/t/p/original/fx-collection-backdrop-10.jpg")
        let parts = try XCTUnwrap(json["parts"] as? [[String: Any]])
        XCTAssertEqual(
            parts.map { $0["id"] as? Int },
            [
                11, 1891, 1892, 1893, 1894, 1895, 140607, 181808, 181812,
                1_426_776, 1_426_777,
            ], "release order, the undated part last")
        let partText = try XCTUnwrap(text.range(of: #"\{"kind": "movie"[^}]*\}"#, options: .regularExpression))
        XCTAssertEqual(try keys(String(text[partText])), ["kind", "id", "title", "year", "releaseDate", "watched"])
        XCTAssertEqual(parts.first?["title"] as? String, "Star Wars")
        XCTAssertEqual(parts.first?["year"] as? Int, 1977)
        XCTAssertEqual(parts.first?["releaseDate"] as? String, "1977-05-25")
        XCTAssertEqual(parts.map { $0["watched"] as? Bool }, [true] + Array(repeating: false, count: 10))
        XCTAssertTrue(parts.last?["year"] is NSNull)
        XCTAssertTrue(parts.last?["releaseDate"] is NSNull)
        XCTAssertEqual(parts.map { $0["kind"] as? String }, Array(repeating: "movie", count: 11))
    }

    func testUnknownCollectionIsTMDbsNotFound() throws {
        let result = try popcorn.run("dump", "collection/999999")
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let json = try result.json()
        XCTAssertEqual(json["status"] as? String, "error")
        XCTAssertEqual((json["error"] as? [String: Any])?["kind"] as? String, "notFound")
    }

    func testMovieDumpsNameTheirCollection() throws {
        let starWars = try popcorn.run("dump", "movie/11")
        XCTAssertEqual(starWars.status, 0, starWars.stderr)
        let collection = try XCTUnwrap(try starWars.json()["collection"] as? [String: Any])
        XCTAssertEqual(collection["id"] as? Int, 10)
        XCTAssertEqual(collection["name"] as? String, "Star Wars Collection")
        XCTAssertTrue(starWars.stdout.contains(#""collection": {"id": 10, "name": "Star Wars Collection"}"#))
        let standalone = try popcorn.run("dump", "movie/100")
        XCTAssertEqual(standalone.status, 0, standalone.stderr)
        XCTAssertTrue(try standalone.json()["collection"] is NSNull)
    }

    func testDemoCollection() throws {
        popcorn.environment["POPCORN_TODAY"] = "2024-06-01"
        let result = try popcorn.run("dump", "--demo", "collection/1")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.json()
        XCTAssertEqual(json["name"] as? String, "Signal Fire Collection")
        XCTAssertEqual((json["parts"] as? [[String: Any]])?.map { $0["id"] as? Int }, [24, 15, 19])
    }
}
