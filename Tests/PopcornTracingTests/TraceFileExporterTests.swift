import Foundation
import PopcornTracing
import Tracing
import XCTest

final class TraceFileExporterTests: XCTestCase {
    private struct NotFound: Error {}

    private var path: String!

    override func setUp() {
        path = NSTemporaryDirectory() + "popcorn-trace-\(UUID().uuidString).jsonl"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: path)
    }

    private func lines() throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.hasSuffix("\n"))
        return try text.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
        }
    }

    private func trace(into exporter: TraceFileExporter) async {
        withTracer(PopcornTracer(exporter: exporter)) {
            withSpan("load tv/1/season/1/episode/1") { _ in
                try? withSpan("repository tvEpisode") { span in
                    span.attributes["cache.hit"] = false
                    withSpan("GET /tv/1/season/1/episode/1", ofKind: .client) { span in
                        span.updateAttributes {
                            $0["http.response.status_code"] = 404
                            $0["url.path"] = "/tv/1/season/1/episode/1"
                        }
                        span.setStatus(SpanStatus(code: .error))
                    }
                    throw NotFound()
                }
            }
        }
        await exporter.flush()
    }

    func testOneJSONObjectPerLinePerFinishedSpan() async throws {
        await trace(into: try TraceFileExporter(path: path))
        let spans = try lines()
        XCTAssertEqual(spans.count, 3)
        let byName = Dictionary(uniqueKeysWithValues: spans.map { ($0["name"] as? String ?? "", $0) })
        let root = try XCTUnwrap(byName["load tv/1/season/1/episode/1"])
        let repository = try XCTUnwrap(byName["repository tvEpisode"])
        let request = try XCTUnwrap(byName["GET /tv/1/season/1/episode/1"])
        for span in spans {
            XCTAssertEqual(
                Set(span.keys),
                [
                    "traceId", "spanId", "parentSpanId", "name", "kind", "startTime",
                    "endTime", "status", "attributes", "events",
                ])
            XCTAssertTrue(isHex(span["traceId"] as? String ?? "", count: 32))
            XCTAssertTrue(isHex(span["spanId"] as? String ?? "", count: 16))
            XCTAssertEqual(span["traceId"] as? String, root["traceId"] as? String)
            let start = try XCTUnwrap(span["startTime"] as? NSNumber).uint64Value
            let end = try XCTUnwrap(span["endTime"] as? NSNumber).uint64Value
            XCTAssertGreaterThan(start, 1_600_000_000_000_000_000, "Unix nanoseconds")
            XCTAssertLessThanOrEqual(start, end)
        }
        XCTAssertTrue(root["parentSpanId"] is NSNull)
        XCTAssertEqual(repository["parentSpanId"] as? String, root["spanId"] as? String)
        XCTAssertEqual(request["parentSpanId"] as? String, repository["spanId"] as? String)
        XCTAssertEqual(request["kind"] as? String, "client")
        XCTAssertEqual(request["status"] as? String, "error")
        XCTAssertEqual(root["kind"] as? String, "internal")
        XCTAssertEqual(repository["status"] as? String, "error")
        XCTAssertEqual(root["status"] as? String, "ok")
        let attributes = try XCTUnwrap(repository["attributes"] as? [String: Any])
        XCTAssertEqual(attributes["cache.hit"] as? Bool, false)
        XCTAssertTrue(attributes["cache.hit"] is Bool, "a JSON boolean, not a string")
        let requestAttributes = try XCTUnwrap(request["attributes"] as? [String: Any])
        XCTAssertEqual(requestAttributes["http.response.status_code"] as? Int, 404)
        XCTAssertEqual(requestAttributes["url.path"] as? String, "/tv/1/season/1/episode/1")
        let events = try XCTUnwrap(repository["events"] as? [[String: Any]])
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(events.first?["name"] as? String, "exception")
        XCTAssertNotNil(events.first?["time"] as? NSNumber)
        let exception = try XCTUnwrap(events.first?["attributes"] as? [String: Any])
        XCTAssertEqual(exception["exception.type"] as? String, String(reflecting: NotFound.self))
        XCTAssertEqual(exception["exception.message"] as? String, "NotFound()")
        XCTAssertEqual((request["events"] as? [Any])?.count, 0)
    }

    func testLinesAreAppendedAndTheFileIsPrivate() async throws {
        await trace(into: try TraceFileExporter(path: path))
        await trace(into: try TraceFileExporter(path: path))
        let spans = try lines()
        XCTAssertEqual(spans.count, 6)
        XCTAssertEqual(Set(spans.compactMap { $0["traceId"] as? String }).count, 2, "one trace per run")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(permissions?.intValue, 0o600)
    }

    func testAFolderThatDoesNotExistIsReported() {
        XCTAssertThrowsError(try TraceFileExporter(path: "/nonexistent-\(UUID().uuidString)/trace.jsonl")) { error in
            XCTAssertTrue("\(error)".contains("cannot open"), "\(error)")
        }
    }
}
