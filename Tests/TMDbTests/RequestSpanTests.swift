import Catalog
import HTTP
import InMemoryTracing
import TMDb
import TestServerSupport
import Tracing
import XCTest

/// Every TMDb request, over HTTP or answered by the demo catalog, is a client span with OpenTelemetry's HTTP
/// attributes, and no credential reaches it.
final class RequestSpanTests: XCTestCase {
    private var server: TestServer?
    private let tracer = InMemoryTracer()

    override func tearDown() {
        server?.stop()
    }

    private func httpClient(credential: TMDbCredential, baseURL: String) throws -> TMDbClient {
        let endpoint = try TMDbEndpoint(baseURL: baseURL)
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        return TMDbClient(
            transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
            credential: credential, retry: RecordedSleeps().policy)
    }

    /// Every attribute value and event of every finished span, as text.
    private var everything: String {
        tracer.finishedSpans.map { span in
            var text = span.operationName
            span.attributes.forEach { key, value in text += " \(key)=\(value)" }
            for event in span.events { text += " \(event.name) \(event.attributes)" }
            return text
        }.joined(separator: "\n")
    }

    func testAnHTTPRequestSpan() async throws {
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "s3cret-key"])
        self.server = server
        let client = try httpClient(credential: .apiKey("s3cret-key"), baseURL: server.baseURL + "/3")
        try await withTracer(tracer) {
            _ = try await client.fetch(MovieResource(id: 100))
        }
        let span = try XCTUnwrap(tracer.finishedSpans.first)
        XCTAssertEqual(tracer.finishedSpans.count, 1)
        XCTAssertEqual(span.operationName, "GET /3/movie/100")
        XCTAssertEqual(span.kind, .client)
        XCTAssertEqual(span.attributes.get("http.request.method"), .string("GET"))
        XCTAssertEqual(span.attributes.get("url.path"), .string("/3/movie/100"))
        XCTAssertEqual(span.attributes.get("http.response.status_code"), .int64(200))
        XCTAssertEqual(span.attributes.get("server.address"), .string("127.0.0.1"))
        XCTAssertEqual(span.attributes.get("server.port"), .int64(Int64(server.port)))
        XCTAssertNil(span.status)
        XCTAssertFalse(everything.contains("s3cret-key"), everything)
        XCTAssertFalse(everything.contains("api_key"), "no query string: \(everything)")
    }

    func testAFailedHTTPRequestIsAnErrorSpanPerAttempt() async throws {
        let server = try TestServer(
            script: "Tests/Support/fake_tmdb.py", arguments: ["--fault", "/3/tv/200=status:503"])
        self.server = server
        let client = try httpClient(credential: .token("t0ken"), baseURL: server.baseURL + "/3")
        try? await withTracer(tracer) {
            _ = try await client.fetch(TVSeriesResource(id: 200))
        }
        XCTAssertEqual(tracer.finishedSpans.count, 3, "one span per attempt")
        for span in tracer.finishedSpans {
            XCTAssertEqual(span.attributes.get("http.response.status_code"), .int64(503))
            XCTAssertEqual(span.attributes.get("error.type"), .string("503"))
            XCTAssertEqual(span.status?.code, .error)
        }
        XCTAssertFalse(everything.contains("t0ken"))
    }

    func testAnUnreachableServerRecordsTheError() async throws {
        let client = try httpClient(credential: .token("t0ken"), baseURL: "http://127.0.0.1:1/3")
        try? await withTracer(tracer) {
            _ = try await client.fetch(PersonResource(id: 1))
        }
        let span = try XCTUnwrap(tracer.finishedSpans.first)
        XCTAssertEqual(span.status?.code, .error)
        XCTAssertEqual(span.errors.first?.error as? CatalogError, .offline)
        XCTAssertNil(span.attributes.get("http.response.status_code"))
    }

    func testTheDemoCatalogAnswersTheSameRequestsInSpans() async throws {
        let client = TMDbClient.demo(directory: DemoCatalogLocation.directory)
        try await withTracer(tracer) {
            _ = try await client.fetch(TVEpisodeResource(1, inSeason: 1, inSeries: 1))
            _ = try? await client.fetch(TVEpisodeResource(999, inSeason: 1, inSeries: 1))
        }
        let spans = tracer.finishedSpans
        XCTAssertEqual(spans.map(\.operationName), ["GET /tv/1/season/1/episode/1", "GET /tv/1/season/1/episode/999"])
        XCTAssertEqual(spans[0].attributes.get("url.path"), .string("/tv/1/season/1/episode/1"))
        XCTAssertEqual(spans[0].attributes.get("http.response.status_code"), .int64(200))
        XCTAssertEqual(spans[0].attributes.get("popcorn.transport"), .string("demo"))
        XCTAssertNil(spans[0].attributes.get("server.address"), "no server")
        XCTAssertEqual(spans[1].attributes.get("http.response.status_code"), .int64(404))
        XCTAssertEqual(spans[1].status?.code, .error)
    }
}
