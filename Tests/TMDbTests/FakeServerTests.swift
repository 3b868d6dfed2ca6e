import Catalog
import Foundation
import HTTP
import TestServerSupport
import XCTest

@testable import TMDb

/// The TMDb client through the real libcurl client against `Tests/Support/fake_tmdb.py` with faults.
final class FakeServerTests: XCTestCase {
    private var server: TestServer!
    private let sleeps = RecordedSleeps()

    private func start(_ arguments: [String] = []) throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: arguments)
    }

    override func tearDown() {
        server?.stop()
    }

    private func client(credential: TMDbCredential? = .token("test-token"), timeout: Duration? = nil) throws
        -> TMDbClient
    {
        let endpoint = try TMDbEndpoint(baseURL: "\(server.baseURL)/3")
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        return TMDbClient(
            transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http, timeout: timeout),
            credential: credential, language: "de-DE", retry: sleeps.policy)
    }

    private struct Seen: Decodable {
        struct Request: Decodable {
            let path: String
            let query: [String: String]
            let authorization: String?
            let gzipped: Bool
        }
        let count: Int
        let requests: [Request]
    }

    private func seen() throws -> Seen {
        try JSONDecoder().decode(Seen.self, from: server.get("/__requests"))
    }

    private func movieError(_ fault: String, timeout: Duration? = nil) async throws -> (CatalogError?, Int) {
        try start(["--fault", "/3/movie/100=\(fault)"])
        do {
            _ = try await client(timeout: timeout).fetch(MovieResource(id: 100))
            return (nil, try seen().count)
        } catch let error as CatalogError {
            return (error, try seen().count)
        }
    }

    func testMovieOverHTTPWithBearerLanguageAndGzip() async throws {
        try start(["--token", "test-token"])
        let movie = try await client().fetch(MovieResource(id: 100))
        XCTAssertEqual(movie.title, "Harbour of Glass")
        XCTAssertEqual(movie.runtime, 118)
        XCTAssertEqual(movie.cast.first?.name, "Mira Castellane")
        let request = try XCTUnwrap(seen().requests.first)
        XCTAssertEqual(request.path, "/3/movie/100")
        XCTAssertEqual(request.authorization, "Bearer test-token")
        XCTAssertEqual(request.query["language"], "de-DE")
        XCTAssertNil(request.query["api_key"])
        XCTAssertTrue(request.gzipped, "the client accepted gzip and decoded it")
    }

    func testDetailsCarryTMDbsScore() async throws {
        try start()
        let client = try client()
        let movie = try await client.fetch(MovieResource(id: 100))
        XCTAssertEqual(movie.score, VoteScore(average: 7.4, count: 1234))
        let series = try await client.fetch(TVSeriesResource(id: 200))
        XCTAssertEqual(series.score, VoteScore(average: 8.25, count: 0))
    }

    func testApiKeyIsSentAsQueryParameter() async throws {
        try start(["--token", "k3y"])
        let series = try await client(credential: .apiKey("k3y")).fetch(TVSeriesResource(id: 200))
        XCTAssertEqual(series.seasons.map(\.seasonNumber), [1, 2, 0])
        let request = try XCTUnwrap(seen().requests.first)
        XCTAssertEqual(request.query["api_key"], "k3y")
        XCTAssertNil(request.authorization)
    }

    func testWrongCredentialIsUnauthorisedWithoutRetry() async throws {
        try start(["--token", "right"])
        do {
            _ = try await client(credential: .token("wrong")).fetch(MovieResource(id: 100))
            XCTFail("expected unauthorised")
        } catch let error as CatalogError {
            XCTAssertEqual(error, .unauthorised)
        }
        XCTAssertEqual(try seen().count, 1)
    }

    /// Search's errors are typed (`throws(CatalogError)`, issue 34): the `let` compiles only because the
    /// error caught from `any SearchRepository` is statically a `CatalogError`.
    func testSearchThroughTheRepositoryThrowsTypedUnauthorised() async throws {
        try start(["--token", "right"])
        let repository: any SearchRepository = try client(credential: .token("wrong"))
        do {
            _ = try await repository.search(query: "matrix", page: 1)
            XCTFail("expected unauthorised")
        } catch {
            let typed: CatalogError = error
            XCTAssertEqual(typed, .unauthorised)
        }
    }

    func testUnknownIDIsNotFound() async throws {
        try start()
        do {
            _ = try await client().fetch(PersonResource(id: 999_999))
            XCTFail("expected notFound")
        } catch let error as CatalogError {
            XCTAssertEqual(error, .notFound)
        }
        XCTAssertEqual(try seen().count, 1)
    }

    func testRateLimitedTwiceThenServed() async throws {
        let (error, count) = try await movieError("ratelimit:2x2")
        XCTAssertNil(error)
        XCTAssertEqual(count, 3)
        XCTAssertEqual(sleeps.values, [2, 2])
    }

    func testRateLimitedAlwaysStopsAfterThreeAttempts() async throws {
        let (error, count) = try await movieError("ratelimit:30")
        XCTAssertEqual(error, .rateLimited(retryAfter: 30))
        XCTAssertEqual(count, 3)
        XCTAssertEqual(sleeps.values, [8, 8], "Retry-After is capped")
    }

    func testServiceUnavailableTwiceThenServed() async throws {
        let (error, count) = try await movieError("status:503x2")
        XCTAssertNil(error)
        XCTAssertEqual(count, 3)
    }

    func testServerErrorStopsAtThreeAttempts() async throws {
        let (error, count) = try await movieError("status:500")
        XCTAssertEqual(error, .server(status: 500))
        XCTAssertEqual(count, 3)
    }

    func testSlowerThanTheTimeoutIsOffline() async throws {
        let (error, count) = try await movieError("slow:3", timeout: .milliseconds(400))
        XCTAssertEqual(error, .offline)
        XCTAssertEqual(count, 3)
    }

    func testConnectionResetIsOffline() async throws {
        let (error, count) = try await movieError("reset")
        XCTAssertEqual(error, .offline)
        XCTAssertEqual(count, 3)
    }

    func testTruncatedBodyIsOffline() async throws {
        let (error, count) = try await movieError("truncated")
        XCTAssertEqual(error, .offline)
        XCTAssertEqual(count, 3)
    }

    func testMalformedJSONIsADecodingErrorWithoutRetry() async throws {
        let (error, count) = try await movieError("malformed")
        guard case .decoding = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(count, 1)
    }

    func testEmptyBodyIsADecodingError() async throws {
        let (error, count) = try await movieError("empty")
        guard case .decoding = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(count, 1)
    }

    func testNoServerListeningIsOffline() async throws {
        try start()
        let client = try client()
        server.stop()
        do {
            _ = try await client.fetch(MovieResource(id: 100))
            XCTFail("expected offline")
        } catch {
            XCTAssertEqual(error, .offline)
        }
    }

    func testSearchMatchesAndPagesOverHTTP() async throws {
        try start()
        let client = try client()
        let first = try await client.search(query: "fixture", page: 1)
        XCTAssertEqual(first.results.count, 20)
        XCTAssertEqual(first.totalResults, 21)
        XCTAssertTrue(first.hasMore)
        XCTAssertEqual(Set(first.results.map(\.title)).count, 20)
        let second = try await client.search(query: "fixture", page: 2)
        XCTAssertEqual(second.page, 2)
        XCTAssertFalse(second.hasMore)
        XCTAssertEqual(second.results, [], "the 21st match is a collection, which is skipped")
        let lantern = try await client.search(query: "LANTERNS", page: 1)
        XCTAssertEqual(lantern.results.map(\.id), ["tvSeries-200"])
        let none = try await client.search(query: "zzzz", page: 1)
        XCTAssertEqual(none.results, [])
    }

    func testEpisodeFixturesKeepTheirGaps() async throws {
        try start()
        let client = try client()
        let noStill = try await client.fetch(TVEpisodeResource(2, inSeason: 1, inSeries: 200))
        XCTAssertNil(noStill.still)
        XCTAssertNil(noStill.overview)
        let noDate = try await client.fetch(TVEpisodeResource(3, inSeason: 1, inSeries: 200))
        XCTAssertNil(noDate.airDate)
        let season = try await client.fetch(TVSeasonResource(1, inSeries: 200))
        XCTAssertEqual(season.episodes.map(\.episodeNumber), [1, 2, 3])
    }

    func testPlainHTTPOverrideIsOnlyAllowedForLoopback() {
        XCTAssertThrowsError(try TMDbEndpoint(baseURL: "http://api.example.com/3")) { error in
            guard case .configuration(let message) = error as? CatalogError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("https"))
        }
        XCTAssertThrowsError(try TMDbEndpoint(baseURL: "ftp://127.0.0.1/3"))
        XCTAssertNoThrow(try TMDbEndpoint(baseURL: "http://127.0.0.1:8080/3"))
        XCTAssertNoThrow(try TMDbEndpoint(baseURL: "http://localhost:1/3"))
        XCTAssertEqual(try TMDbEndpoint.fromEnvironment([:]).baseURL, "https://api.themoviedb.org/3")
        XCTAssertFalse(try TMDbEndpoint.fromEnvironment([:]).urlPolicy.allowsLoopbackHTTP)
    }
}
