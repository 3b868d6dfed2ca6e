import Foundation
import HTTP
import PopcornTracing
import TestServerSupport
import Tracing
import XCTest

/// The OTLP/HTTP JSON exporter against a loopback collector stand-in (Tests/Support/otlp_receiver.py).
final class OTLPExporterTests: XCTestCase {
    private struct NotFound: Error {}

    private final class Warnings: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func add(_ message: String) { lock.withLock { messages.append(message) } }
        var all: [String] { lock.withLock { messages } }
    }

    private var receiver: TestServer?
    private let warnings = Warnings()
    private let client = HTTPClient(
        configuration: HTTPClientConfiguration(urlPolicy: URLPolicy(allowsLoopbackHTTP: true)))

    override func tearDown() {
        receiver?.stop()
    }

    private func startReceiver(_ arguments: [String] = []) throws -> TestServer {
        let server = try TestServer(script: "Tests/Support/otlp_receiver.py", arguments: arguments)
        receiver = server
        return server
    }

    private func exporter(url: String, batchSize: Int = 256, delay: Duration = .seconds(60)) -> OTLPExporter {
        let warnings = self.warnings
        return OTLPExporter(
            url: url, transport: client, resource: ["service.name": .string("popcorn-test")],
            version: "9.9.9", batchSize: batchSize, delay: delay, warn: { warnings.add($0) })
    }

    private func traceAPageLoad(into exporter: OTLPExporter) {
        withTracer(PopcornTracer(exporter: exporter)) {
            try? withSpan("load tv/1") { _ in
                try withSpan("repository tvSeries") { span in
                    span.attributes["cache.hit"] = false
                    withSpan("GET /3/tv/1", ofKind: .client) { span in
                        span.updateAttributes {
                            $0["http.response.status_code"] = 200
                            $0["url.path"] = "/3/tv/1"
                        }
                    }
                    throw NotFound()
                }
            }
        }
    }

    private func spans(in request: [String: Any]) -> [[String: Any]] {
        let body = request["body"] as? [String: Any]
        let resourceSpans = body?["resourceSpans"] as? [[String: Any]]
        let scopeSpans = resourceSpans?.first?["scopeSpans"] as? [[String: Any]]
        return scopeSpans?.flatMap { $0["spans"] as? [[String: Any]] ?? [] } ?? []
    }

    private func attribute(_ key: String, of object: [String: Any]?) -> [String: Any]? {
        let attributes = object?["attributes"] as? [[String: Any]] ?? []
        return attributes.first { $0["key"] as? String == key }?["value"] as? [String: Any]
    }

    func testPostsOTLPJSONOfTheSpanTree() async throws {
        let server = try startReceiver()
        let exporter = exporter(url: server.baseURL + "/v1/traces")
        traceAPageLoad(into: exporter)
        await exporter.flush()

        let requests = try server.receivedRequests()
        XCTAssertEqual(requests.count, 1, "one batch")
        let request = try XCTUnwrap(requests.first)
        XCTAssertEqual(request["path"] as? String, "/v1/traces")
        XCTAssertEqual(request["contentType"] as? String, "application/json")
        XCTAssertTrue(request["error"] is NSNull, "\(request["error"] ?? "")")
        let body = try XCTUnwrap(request["body"] as? [String: Any])
        let resourceSpans = try XCTUnwrap(body["resourceSpans"] as? [[String: Any]])
        XCTAssertEqual(resourceSpans.count, 1)
        let resource = resourceSpans[0]["resource"] as? [String: Any]
        XCTAssertEqual(attribute("service.name", of: resource)?["stringValue"] as? String, "popcorn-test")
        let scope = (resourceSpans[0]["scopeSpans"] as? [[String: Any]])?.first?["scope"] as? [String: Any]
        XCTAssertEqual(scope?["name"] as? String, "io.github.popcorn.Popcorn")
        XCTAssertEqual(scope?["version"] as? String, "9.9.9")

        let spans = spans(in: request)
        XCTAssertEqual(spans.count, 3)
        let byName = Dictionary(uniqueKeysWithValues: spans.map { ($0["name"] as? String ?? "", $0) })
        let root = try XCTUnwrap(byName["load tv/1"])
        let repository = try XCTUnwrap(byName["repository tvSeries"])
        let get = try XCTUnwrap(byName["GET /3/tv/1"])
        for span in spans {
            let traceID = try XCTUnwrap(span["traceId"] as? String)
            XCTAssertTrue(isHex(traceID, count: 32), traceID)
            XCTAssertTrue(isHex(span["spanId"] as? String ?? "", count: 16))
            XCTAssertEqual(traceID, root["traceId"] as? String)
            let start = try XCTUnwrap(span["startTimeUnixNano"] as? String, "times are strings")
            let end = try XCTUnwrap(span["endTimeUnixNano"] as? String)
            XCTAssertLessThanOrEqual(try XCTUnwrap(UInt64(start)), try XCTUnwrap(UInt64(end)))
        }
        XCTAssertNil(root["parentSpanId"], "a root has no parent")
        XCTAssertEqual(repository["parentSpanId"] as? String, root["spanId"] as? String)
        XCTAssertEqual(get["parentSpanId"] as? String, repository["spanId"] as? String)
        XCTAssertEqual(get["kind"] as? Int, 3, "SPAN_KIND_CLIENT")
        XCTAssertEqual(root["kind"] as? Int, 1, "SPAN_KIND_INTERNAL")
        XCTAssertEqual(attribute("cache.hit", of: repository)?["boolValue"] as? Bool, false)
        XCTAssertEqual(
            attribute("http.response.status_code", of: get)?["intValue"] as? String, "200",
            "64-bit integers are strings")
        XCTAssertEqual(attribute("url.path", of: get)?["stringValue"] as? String, "/3/tv/1")
        XCTAssertEqual((repository["status"] as? [String: Any])?["code"] as? Int, 2, "STATUS_CODE_ERROR")
        XCTAssertEqual((get["status"] as? [String: Any])?["code"] as? Int, 0, "STATUS_CODE_UNSET")
        let event = try XCTUnwrap((repository["events"] as? [[String: Any]])?.first)
        XCTAssertEqual(event["name"] as? String, "exception")
        XCTAssertNotNil(UInt64(event["timeUnixNano"] as? String ?? ""))
        XCTAssertNotNil(attribute("exception.type", of: event)?["stringValue"] as? String)
        XCTAssertNotNil(attribute("exception.message", of: event)?["stringValue"] as? String)
        XCTAssertTrue(warnings.all.isEmpty, "\(warnings.all)")
    }

    func testSpansGoOutInBatches() async throws {
        let server = try startReceiver()
        let exporter = exporter(url: server.baseURL + "/v1/traces", batchSize: 4)
        for _ in 0..<3 { traceAPageLoad(into: exporter) }
        await exporter.flush()
        let sizes = try server.receivedRequests().map { spans(in: $0).count }
        XCTAssertEqual(sizes, [4, 4, 1], "full batches at once, the rest on flush")
    }

    func testAPartialBatchGoesOutAfterTheDelay() async throws {
        let server = try startReceiver()
        let exporter = exporter(url: server.baseURL + "/v1/traces", delay: .milliseconds(200))
        traceAPageLoad(into: exporter)
        let deadline = Date().addingTimeInterval(10)
        while try server.receivedRequests().isEmpty, Date() < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        XCTAssertEqual(try server.receivedRequests().map { spans(in: $0).count }, [3], "sent without a flush")
    }

    func testACollectorThatIsDownCostsOneWarningAndNeverBlocks() async throws {
        let exporter = exporter(url: "http://127.0.0.1:1/v1/traces", batchSize: 8)
        let started = ContinuousClock.now
        for _ in 0..<100 { traceAPageLoad(into: exporter) }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2), "exporting returns at once")
        await exporter.flush()
        traceAPageLoad(into: exporter)
        await exporter.flush()
        XCTAssertEqual(warnings.all.count, 1, "\(warnings.all)")
        XCTAssertTrue(
            warnings.all.first?.contains("trace export to http://127.0.0.1:1/v1/traces failed") == true,
            "\(warnings.all)")
    }

    func testARefusingCollectorIsReported() async throws {
        let server = try startReceiver(["--status", "503"])
        let exporter = exporter(url: server.baseURL + "/v1/traces")
        traceAPageLoad(into: exporter)
        await exporter.flush()
        XCTAssertEqual(try server.receivedRequests().count, 1)
        XCTAssertEqual(warnings.all.count, 1)
        XCTAssertTrue(warnings.all.first?.contains("HTTP 503") == true, "\(warnings.all)")
    }
}
