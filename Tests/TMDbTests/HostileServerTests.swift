import Catalog
import Foundation
import HTTP
import TestServerSupport
import XCTest

@testable import TMDb

/// What a hostile or broken server sends, through the real libcurl client against `fake_tmdb.py`: numbers
/// too large for an integer, TLS failures, a server that never answers (issue 20).
final class HostileServerTests: XCTestCase {
    private var server: TestServer!
    private var fixtures: String!
    private let sleeps = RecordedSleeps()

    override func setUpWithError() throws {
        fixtures = NSTemporaryDirectory() + "popcorn-hostile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
    }

    override func tearDown() {
        server?.stop()
        try? FileManager.default.removeItem(atPath: fixtures)
    }

    /// Serves `files` (path under /3 → JSON text) with `arguments`.
    private func start(_ files: [String: String] = [:], _ arguments: [String] = []) throws {
        for (path, json) in files {
            let file = fixtures + "/" + path + ".json"
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        }
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--fixtures", fixtures] + arguments)
    }

    private func client(baseURL: String? = nil, retry: RetryPolicy? = nil) throws -> TMDbClient {
        let endpoint = try TMDbEndpoint(baseURL: baseURL ?? "\(server.baseURL)/3")
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        return TMDbClient(
            transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
            credential: .token("t"), retry: retry ?? sleeps.policy)
    }

    func testNumbersTooLargeForAnIntegerAreDroppedOrADecodingErrorNeverATrap() async throws {
        try start([
            "movie/1":
                #"{"id": 1, "title": "Huge runtime", "runtime": 1e30, "genres": [{"id": 1e300, "name": "X"}], "credits": {"cast": [{"id": 2, "name": "A", "order": 1e40}]}}"#,
            "movie/2": #"{"id": 1e300, "title": "Huge id"}"#,
            "movie/3": #"{"id": -9.3e18, "title": "Negative id"}"#,
            "tv/4":
                #"{"id": 4, "name": "S", "seasons": [{"id": 1e19, "season_number": 1e19, "episode_count": 1e300}]}"#,
            "tv/4/season/1":
                #"{"id": 5, "season_number": 1, "episodes": [{"id": 6, "episode_number": 1e20, "season_number": 1e20, "runtime": 1e25}, {"id": 1e21, "episode_number": 2}]}"#,
            "movie/popular":
                #"{"page": 1e19, "total_pages": 1e300, "total_results": 9.9e307, "results": [{"id": 1e19, "title": "Dropped"}, {"id": 7, "title": "Kept"}]}"#,
        ])
        let client = try client()
        let movie = try await client.fetch(MovieResource(id: 1))
        XCTAssertNil(movie.runtime, "a runtime out of range is dropped")
        XCTAssertEqual(movie.genres, [], "a genre with an id out of range is dropped")
        XCTAssertEqual(movie.cast.map(\.id), [2])
        for id in [2, 3] {
            do {
                _ = try await client.fetch(MovieResource(id: id))
                XCTFail("movie/\(id): an id out of range must be a decoding error")
            } catch {
                guard case .decoding = error else { return XCTFail("movie/\(id): \(error)") }
            }
        }
        let series = try await client.fetch(TVSeriesResource(id: 4))
        XCTAssertEqual(series.seasons.map(\.episodeCount), [0])
        let season = try await client.fetch(TVSeasonResource(1, inSeries: 4))
        XCTAssertEqual(season.episodes.map(\.id), [6], "the episode with an id out of range is dropped")
        XCTAssertNil(season.episodes.first?.runtime)
        let page = try await client.fetch(ExploreSectionResource(.popularMovies, page: 1))
        XCTAssertEqual(page.results.map(\.tmdbID), [7])
        XCTAssertEqual(page.page, 1)
        XCTAssertLessThanOrEqual(page.totalPages, Int(Int32.max))
    }

    func testTLSFailureIsItsOwnKindNamingTheHostAndIsNeverRetried() async throws {
        try start()
        // https to a plain-http server: the TLS handshake fails.
        let client = try client(baseURL: "https://127.0.0.1:\(server.port)/3")
        do {
            _ = try await client.fetch(MovieResource(id: 1))
            XCTFail("expected a TLS failure")
        } catch {
            XCTAssertEqual(error, .tls(host: "127.0.0.1"))
            XCTAssertEqual(error.kindName, "tls")
            XCTAssertFalse(error.isRetryable)
            XCTAssertTrue(error.userMessage.contains("127.0.0.1"), error.userMessage)
            XCTAssertTrue(error.userMessage.contains("not secure"), error.userMessage)
        }
        XCTAssertEqual(sleeps.values, [], "never retried")
    }

    func testAServerThatNeverAnswersIsCutOffAtTheRequestsTotalTime() async throws {
        try start([:], ["--fault", "*=slow:30"])
        let retry = RetryPolicy(totalTime: .seconds(2))
        let started = ContinuousClock.now
        do {
            _ = try await client(retry: retry).fetch(MovieResource(id: 1))
            XCTFail("expected offline")
        } catch let error as CatalogError {
            XCTAssertEqual(error, .offline)
        }
        let elapsed = ContinuousClock.now - started
        XCTAssertLessThan(elapsed, .seconds(4), "retries included, the request ends at its total time")
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(1900))
        XCTAssertEqual(RetryPolicy.standard.totalTime, .seconds(20))
    }

    func testCancellingTheRequestEndsTheWaitAtOnce() async throws {
        try start([:], ["--fault", "*=ratelimit:8"])
        let client = try client(retry: RetryPolicy())
        let request = Task { try await client.fetch(MovieResource(id: 1)) }
        try await Task.sleep(nanoseconds: 500_000_000)
        let cancelled = ContinuousClock.now
        request.cancel()
        let result = await request.result
        XCTAssertLessThan(ContinuousClock.now - cancelled, .seconds(1), "the Retry-After wait stops at once")
        guard case .failure(let error) = result, error as? CatalogError == .cancelled else {
            return XCTFail("expected a cancellation, got \(result)")
        }
    }

    func testTheWholeAPIURLIsValidatedUpFrontAndItsUserinfoNeverShown() {
        for url in [
            "https:///3", "https://:443/3", "https://api.example.com:99999/3", "https://api.example.com:0/3",
            "https://user:sekrit@/3",
        ] {
            XCTAssertThrowsError(try TMDbEndpoint(baseURL: url), url) { error in
                guard case .configuration(let message) = error as? CatalogError else {
                    return XCTFail("\(url): \(error)")
                }
                XCTAssertTrue(message.contains("POPCORN_TMDB_API_URL"), message)
                XCTAssertFalse(message.contains("sekrit"), message)
            }
        }
        XCTAssertNoThrow(try TMDbEndpoint(baseURL: "https://api.example.com:8443/3"))
        XCTAssertEqual(
            HTTPRequest.redact("https://user:sekrit@api.example.com/3/movie/1?api_key=k&page=2"),
            "https://REDACTED@api.example.com/3/movie/1?api_key=REDACTED&page=2")
        XCTAssertEqual(HTTPRequest.redact("https://api.example.com/3?q=a@b"), "https://api.example.com/3?q=a@b")
    }

    func testACredentialWithAControlByteIsRefusedBeforeAnyRequest() throws {
        XCTAssertThrowsError(try TMDbCredential.token("good\r\nX-Injected: 1").validate())
        XCTAssertThrowsError(try TMDbCredential.apiKey("key\u{0}").validate())
        XCTAssertThrowsError(try TMDbCredential.token("tab\there").validate())
        XCTAssertNoThrow(try TMDbCredential.token("eyJhbGciOiJIUzI1NiJ9.e30.sig").validate())
    }
}
