import PopcornTracing
import XCTest

final class TraceDestinationTests: XCTestCase {
    func testNothingByDefault() {
        XCTAssertNil(TraceDestination.fromEnvironment([:]))
        XCTAssertNil(TraceDestination.fromEnvironment(["POPCORN_TRACE": " ", "OTEL_EXPORTER_OTLP_ENDPOINT": ""]))
    }

    func testAFile() {
        XCTAssertEqual(TraceDestination.fromEnvironment(["POPCORN_TRACE": "/tmp/a.jsonl"]), .file(path: "/tmp/a.jsonl"))
    }

    func testACollectorGetsTheTracesPath() {
        XCTAssertEqual(
            TraceDestination.fromEnvironment(["OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318/"]),
            .collector(url: "http://127.0.0.1:4318/v1/traces"))
        XCTAssertEqual(
            TraceDestination.fromEnvironment([
                "OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318",
                "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "https://c.example/t",
            ]),
            .collector(url: "https://c.example/t"), "the traces endpoint is used as it is")
    }

    func testTheFileWins() {
        XCTAssertEqual(
            TraceDestination.fromEnvironment([
                "POPCORN_TRACE": "t.jsonl",
                "OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318",
            ]),
            .file(path: "t.jsonl"))
    }
}
