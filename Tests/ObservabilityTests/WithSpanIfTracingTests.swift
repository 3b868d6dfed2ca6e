import InMemoryTracing
import Observability
import Tracing
import XCTest

final class WithSpanIfTracingTests: XCTestCase {
    private struct Failure: Error {}

    func testWithoutATracerThereIsNoSpanAndNoName() async {
        let value = await withSpanIfTracing(
            { () -> String in
                XCTFail("the name is not built")
                return ""
            }()
        ) { span in
            XCTAssertNil(span)
            return 42
        }
        XCTAssertEqual(value, 42)
    }

    func testWithATracerItIsWithSpan() async throws {
        let tracer = InMemoryTracer()
        try? await withTracer(tracer) {
            try await withSpanIfTracing("outer") { outer in
                outer?.attributes["cache.hit"] = true
                try await withSpanIfTracing("inner", ofKind: .client) { _ in throw Failure() }
            }
        }
        let inner = try XCTUnwrap(tracer.finishedSpans.first { $0.operationName == "inner" })
        let outer = try XCTUnwrap(tracer.finishedSpans.first { $0.operationName == "outer" })
        XCTAssertEqual(inner.parentSpanID, outer.spanID)
        XCTAssertEqual(inner.kind, .client)
        XCTAssertEqual(outer.attributes.get("cache.hit"), .bool(true))
        XCTAssertEqual(inner.status?.code, .error)
        XCTAssertTrue(inner.errors.first?.error is Failure)
    }
}
