import Foundation
import TestServerSupport
import XCTest

/// Tracing through the real `popcorn` binary: `POPCORN_TRACE=FILE popcorn dump ROUTE` writes the span tree
/// of the page load (one JSON object per line), `OTEL_EXPORTER_OTLP_ENDPOINT` sends it to a collector, and
/// neither changes what `dump` prints.
final class TraceTests: XCTestCase {
    private var popcorn: PopcornProcess!
    private var servers: [TestServer] = []
    private var traceFile: String!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        traceFile = popcorn.home + "/trace.jsonl"
    }

    override func tearDown() {
        servers.forEach { $0.stop() }
    }

    private func start(_ script: String, _ arguments: [String] = []) throws -> TestServer {
        let server = try TestServer(script: script, arguments: arguments)
        servers.append(server)
        return server
    }

    /// Runs `popcorn dump ROUTE…` writing a fresh trace; returns the result and the trace's spans.
    private func tracedDumpSpans(_ arguments: [String]) throws -> (PopcornProcess.Result, [[String: Any]]) {
        try? FileManager.default.removeItem(atPath: traceFile)
        var traced = popcorn!
        traced.environment["POPCORN_TRACE"] = traceFile
        let result = try traced.run(["dump"] + arguments)
        return (result, try Self.spans(String(contentsOfFile: traceFile, encoding: .utf8)))
    }

    /// `tracedDumpSpans` of a page load, which is one trace: its spans by name (each name once).
    private func tracedDump(_ arguments: String...) throws -> (PopcornProcess.Result, [String: [String: Any]]) {
        let (result, spans) = try tracedDumpSpans(arguments)
        var byName: [String: [String: Any]] = [:]
        for span in spans {
            let name = try XCTUnwrap(span["name"] as? String)
            XCTAssertNil(byName[name], "one span named \(name)")
            byName[name] = span
        }
        XCTAssertEqual(Set(spans.compactMap { $0["traceId"] as? String }).count, 1, "one trace per page load")
        return (result, byName)
    }

    private static func spans(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
        }
    }

    private func attributes(_ span: [String: Any]?) -> [String: Any] {
        span?["attributes"] as? [String: Any] ?? [:]
    }

    func testAnEpisodeLoadIsATreeThenACacheHit() throws {
        let (first, spans) = try tracedDump("--demo", "tv/1/season/1/episode/1")
        XCTAssertEqual(first.status, 0, first.stderr)
        let root = try XCTUnwrap(spans["load tv/1/season/1/episode/1"], "\(spans.keys)")
        let repository = try XCTUnwrap(spans["repository tvEpisode"])
        let remote = try XCTUnwrap(spans["GET /tv/1/season/1/episode/1"])
        XCTAssertTrue(root["parentSpanId"] is NSNull)
        XCTAssertEqual(repository["parentSpanId"] as? String, root["spanId"] as? String)
        XCTAssertEqual(
            remote["parentSpanId"] as? String, repository["spanId"] as? String,
            "the remote span nests under the repository span")
        XCTAssertEqual(attributes(repository)["cache.hit"] as? Bool, false)
        XCTAssertEqual(attributes(remote)["url.path"] as? String, "/tv/1/season/1/episode/1")
        XCTAssertEqual(attributes(remote)["http.response.status_code"] as? Int, 200)
        XCTAssertEqual(remote["kind"] as? String, "client")
        for span in spans.values {
            XCTAssertEqual(span["status"] as? String, "ok")
            XCTAssertEqual((span["traceId"] as? String)?.count, 32)
            XCTAssertEqual((span["spanId"] as? String)?.count, 16)
        }

        let (second, cached) = try tracedDump("--demo", "tv/1/season/1/episode/1")
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertEqual(attributes(cached["repository tvEpisode"])["cache.hit"] as? Bool, true)
        XCTAssertEqual(
            Set(cached.keys),
            [
                "load tv/1/season/1/episode/1", "repository tvEpisode", "context tv/1",
                "repository tvSeries", "repository tvSeason",
            ], "no remote span")
        XCTAssertEqual(attributes(cached["repository tvSeries"])["cache.hit"] as? Bool, true)
    }

    /// Issue 32: the episode page's series context (the "Series › Season" links) loaded in a second trace
    /// whose root span was never written, with the series' repository span twice. Now the whole page load is
    /// one trace, every span of it written before the process ends: the context is a child of the `load`
    /// span and each repository read one span.
    func testAnEpisodePageLoadIsOneCompleteTraceAtTheCollector() throws {
        let collector = try start("Tests/Support/otlp_receiver.py")
        popcorn.environment["OTEL_EXPORTER_OTLP_ENDPOINT"] = collector.baseURL
        for run in ["an empty cache", "a warm cache"] {
            try collector.reset()
            let result = try popcorn.run("dump", "--demo", "tv/1/season/1/episode/2")
            XCTAssertEqual(result.status, 0, result.stderr)
            let spans = try collector.receivedRequests().flatMap { request -> [[String: Any]] in
                let body = request["body"] as? [String: Any]
                return (body?["resourceSpans"] as? [[String: Any]] ?? []).flatMap { resource in
                    (resource["scopeSpans"] as? [[String: Any]] ?? []).flatMap { $0["spans"] as? [[String: Any]] ?? [] }
                }
            }
            let names = spans.compactMap { $0["name"] as? String }
            XCTAssertEqual(Set(spans.compactMap { $0["traceId"] as? String }).count, 1, "\(run): one trace, \(names)")
            let ids = Set(spans.compactMap { $0["spanId"] as? String })
            let roots = spans.filter { ($0["parentSpanId"] as? String ?? "").isEmpty }
            XCTAssertEqual(roots.compactMap { $0["name"] as? String }, ["load tv/1/season/1/episode/2"], run)
            for span in spans where !(span["parentSpanId"] as? String ?? "").isEmpty {
                XCTAssertTrue(
                    ids.contains(span["parentSpanId"] as? String ?? ""),
                    "\(run): the parent of \(span["name"] ?? "?") was written")
            }
            let repositories = names.filter { $0.hasPrefix("repository ") }
            XCTAssertEqual(repositories.count, Set(repositories).count, "\(run): no repository span twice: \(names)")
            XCTAssertEqual(
                Set(repositories), ["repository tvEpisode", "repository tvSeries", "repository tvSeason"], run)
            let context = try XCTUnwrap(spans.first { $0["name"] as? String == "context tv/1" }, "\(run): \(names)")
            XCTAssertEqual(
                context["parentSpanId"] as? String, roots.first?["spanId"] as? String,
                "the context is a child of the page's load")
        }
    }

    func testAMissingEpisodeIsAnErrorSpanWithAnExceptionEvent() throws {
        let (result, spans) = try tracedDump("--demo", "tv/1/season/1/episode/999")
        XCTAssertEqual(result.status, 1)
        let repository = try XCTUnwrap(spans["repository tvEpisode"])
        XCTAssertEqual(repository["status"] as? String, "error")
        let event = try XCTUnwrap((repository["events"] as? [[String: Any]])?.first)
        XCTAssertEqual(event["name"] as? String, "exception")
        XCTAssertEqual(attributes(event)["exception.type"] as? String, "Catalog.CatalogError")
        XCTAssertEqual(attributes(event)["exception.message"] as? String, "notFound")
        XCTAssertEqual(spans["load tv/1/season/1/episode/999"]?["status"] as? String, "error")
        XCTAssertEqual(attributes(spans["GET /tv/1/season/1/episode/999"])["http.response.status_code"] as? Int, 404)
    }

    func testExploreIsOneTracePerCarouselAndTracingDoesNotChangeTheDump() throws {
        let plain = try popcorn.run("dump", "--demo", "explore")
        let (traced, spans) = try tracedDumpSpans(["--demo", "explore"])
        XCTAssertEqual(traced.stdout, plain.stdout)
        XCTAssertEqual(traced.status, plain.status)
        let loads = spans.filter { $0["name"] as? String == "load explore" }
        XCTAssertEqual(loads.count, 6)
        XCTAssertTrue(loads.allSatisfy { $0["parentSpanId"] is NSNull })
        XCTAssertEqual(Set(spans.compactMap { $0["traceId"] as? String }).count, 6)
        let reads = spans.filter { $0["name"] as? String == "repository exploreSection" }
        XCTAssertEqual(
            Set(reads.compactMap { $0["parentSpanId"] as? String }),
            Set(loads.compactMap { $0["spanId"] as? String }))
    }

    func testAgainstTheFakeServerNoCredentialReachesTheTrace() throws {
        for (variable, secret) in [("TMDB_API_TOKEN", "t0ken-for-trace"), ("TMDB_API_KEY", "k3y-for-trace")] {
            let server = try start("Tests/Support/fake_tmdb.py", ["--token", secret])
            popcorn.environment["POPCORN_TMDB_API_URL"] = server.baseURL + "/3"
            popcorn.environment["TMDB_API_TOKEN"] = nil
            popcorn.environment["TMDB_API_KEY"] = nil
            popcorn.environment[variable] = secret
            let (result, spans) = try tracedDump("tv/200/season/1/episode/\(variable == "TMDB_API_KEY" ? 2 : 1)")
            XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
            let http = try XCTUnwrap(
                spans.first { $0.key.hasPrefix("GET ") && $0.key.contains("/episode/") }?.value,
                "\(spans.keys)")
            XCTAssertEqual(attributes(http)["http.response.status_code"] as? Int, 200)
            XCTAssertEqual(attributes(http)["http.request.method"] as? String, "GET")
            XCTAssertEqual(attributes(http)["server.address"] as? String, "127.0.0.1")
            XCTAssertEqual(attributes(http)["server.port"] as? Int, server.port)
            XCTAssertTrue((attributes(http)["url.path"] as? String ?? "").hasPrefix("/3/tv/200/season/1/episode/"))
            let trace = try String(contentsOfFile: traceFile, encoding: .utf8)
            XCTAssertFalse(trace.contains(secret), "\(variable) leaked into the trace")
            XCTAssertFalse(trace.contains("api_key"), "no query string in the trace")
            server.stop()
        }
    }

    func testOTLPToACollector() throws {
        let collector = try start("Tests/Support/otlp_receiver.py")
        popcorn.environment["OTEL_EXPORTER_OTLP_ENDPOINT"] = collector.baseURL
        let plain = try popcorn.run("dump", "--demo", "tv/1/season/1/episode/1")
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let requests = try collector.receivedRequests()
        XCTAssertEqual(requests.count, 1, "flushed before exit, in one batch")
        XCTAssertEqual(requests.first?["path"] as? String, "/v1/traces")
        let body = try XCTUnwrap(requests.first?["body"] as? [String: Any])
        let resourceSpans = try XCTUnwrap(body["resourceSpans"] as? [[String: Any]])
        let scopeSpans = try XCTUnwrap(resourceSpans.first?["scopeSpans"] as? [[String: Any]])
        let spans = try XCTUnwrap(scopeSpans.first?["spans"] as? [[String: Any]])
        XCTAssertEqual(
            Set(spans.compactMap { $0["name"] as? String }),
            [
                "load tv/1/season/1/episode/1", "repository tvEpisode", "GET /tv/1/season/1/episode/1",
                "context tv/1", "repository tvSeries", "GET /tv/1", "repository tvSeason", "GET /tv/1/season/1",
            ])
        let resource = resourceSpans.first?["resource"] as? [String: Any]
        let service = (resource?["attributes"] as? [[String: Any]])?.first { $0["key"] as? String == "service.name" }
        XCTAssertEqual((service?["value"] as? [String: Any])?["stringValue"] as? String, "popcorn")
    }

    func testACollectorThatIsDownCostsAWarningOnly() throws {
        let plain = try popcorn.run("dump", "--demo", "tv/1/season/1/episode/1")
        popcorn.environment["OTEL_EXPORTER_OTLP_ENDPOINT"] = "http://127.0.0.1:1"
        let down = try popcorn.run("dump", "--demo", "tv/1/season/1/episode/1")
        XCTAssertEqual(down.status, 0)
        XCTAssertEqual(down.stdout, plain.stdout)
        XCTAssertTrue(down.stderr.contains("trace export to http://127.0.0.1:1/v1/traces failed"), down.stderr)
    }

    func testAnUnusableTraceFileIsReportedAndTheDumpStillWorks() throws {
        popcorn.environment["POPCORN_TRACE"] = popcorn.home + "/missing/folder/trace.jsonl"
        let result = try popcorn.run("dump", "--demo", "movie/1")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("POPCORN_TRACE"), result.stderr)
    }
}
