import PopcornTracing
import Tracing
import XCTest

/// The tracer builds one tree per trace from the task-local context: children point at their parents,
/// ids are W3C hex, errors and cancellation are recorded as OpenTelemetry expects.
final class SpanTreeTests: XCTestCase {
    private struct DiskOnFire: Error, CustomStringConvertible {
        var description: String { "the disk is on fire" }
    }

    func testNestedSpansShareOneTraceAndPointAtTheirParents() async throws {
        let recorder = RecordingExporter()
        await withTracer(PopcornTracer(exporter: recorder)) {
            await withSpan("root") { _ in
                withSpan("child") { _ in
                    withSpan("grandchild", ofKind: .client) { _ in }
                }
                await Task { withSpan("in a child task") { _ in } }.value
            }
            withSpan("second root") { _ in }
        }
        let root = try XCTUnwrap(recorder.span("root"))
        let child = try XCTUnwrap(recorder.span("child"))
        let grandchild = try XCTUnwrap(recorder.span("grandchild"))
        let inTask = try XCTUnwrap(recorder.span("in a child task"), "a child task keeps the context")
        let secondRoot = try XCTUnwrap(recorder.span("second root"))
        XCTAssertNil(root.parentSpanID)
        XCTAssertEqual(child.parentSpanID, root.spanID)
        XCTAssertEqual(grandchild.parentSpanID, child.spanID)
        XCTAssertEqual(inTask.parentSpanID, root.spanID)
        XCTAssertEqual(Set([root, child, grandchild, inTask].map(\.traceID)), [root.traceID])
        XCTAssertNil(secondRoot.parentSpanID)
        XCTAssertNotEqual(secondRoot.traceID, root.traceID, "each root starts a trace")
        XCTAssertEqual(grandchild.kind, .client)
        XCTAssertEqual(root.kind, .internal)
        XCTAssertEqual(
            recorder.spans.map(\.name), ["grandchild", "child", "in a child task", "root", "second root"],
            "exported as they end")
        for span in recorder.spans {
            XCTAssertTrue(isHex(span.traceID.description, count: 32), span.traceID.description)
            XCTAssertTrue(isHex(span.spanID.description, count: 16), span.spanID.description)
            XCTAssertLessThanOrEqual(span.startTime, span.endTime)
        }
        let now = DefaultTracerClock.now.nanosecondsSinceEpoch
        XCTAssertLessThan(now - root.startTime, 60_000_000_000, "Unix nanoseconds")
        XCTAssertEqual(Set(recorder.spans.map(\.spanID)).count, 5)
    }

    func testADetachedTaskStartsOutsideTheTrace() async throws {
        let recorder = RecordingExporter()
        let tracer = PopcornTracer(exporter: recorder)
        await withTracer(tracer) {
            await withSpan("root") { span in
                let context = span.context
                await Task.detached {
                    // Task-locals do not reach a detached task: the context must be passed explicitly.
                    withTracer(tracer) {
                        withSpan("passed explicitly", context: context) { _ in }
                        withSpan("not passed") { _ in }
                    }
                }.value
            }
        }
        let root = try XCTUnwrap(recorder.span("root"))
        XCTAssertEqual(recorder.span("passed explicitly")?.parentSpanID, root.spanID)
        XCTAssertNil(recorder.span("not passed")?.parentSpanID)
        XCTAssertNotEqual(recorder.span("not passed")?.traceID, root.traceID)
    }

    func testAttributesKeepTheirTypesAndTheLastName() async throws {
        let recorder = RecordingExporter()
        withTracer(PopcornTracer(exporter: recorder)) {
            withSpan("load") { span in
                span.operationName = "load tv/1"
                span.updateAttributes {
                    $0["cache.hit"] = true
                    $0["http.response.status_code"] = 200
                    $0["ratio"] = 1.5
                    $0["url.path"] = "/tv/1"
                    $0["sizes"] = ["w92", "w185"]
                }
            }
        }
        let span = try XCTUnwrap(recorder.span("load tv/1"))
        XCTAssertEqual(span.attributes["cache.hit"], .bool(true))
        XCTAssertEqual(span.attributes["http.response.status_code"], .int(200))
        XCTAssertEqual(span.attributes["ratio"], .double(1.5))
        XCTAssertEqual(span.attributes["url.path"], .string("/tv/1"))
        XCTAssertEqual(span.attributes["sizes"], .array([.string("w92"), .string("w185")]))
        XCTAssertEqual(span.status, .unset)
    }

    func testAnErrorSetsTheStatusAndAddsAnExceptionEvent() async throws {
        let recorder = RecordingExporter()
        withTracer(PopcornTracer(exporter: recorder)) {
            withSpan("load") { _ in
                try? withSpan("repository") { _ in throw DiskOnFire() }
            }
        }
        let failed = try XCTUnwrap(recorder.span("repository"))
        guard case .error = failed.status else { return XCTFail("status \(failed.status)") }
        XCTAssertEqual(failed.events.map(\.name), ["exception"])
        let exception = try XCTUnwrap(failed.events.first)
        XCTAssertEqual(exception.attributes["exception.type"], .string(String(reflecting: DiskOnFire.self)))
        XCTAssertEqual(exception.attributes["exception.message"], .string("the disk is on fire"))
        XCTAssertTrue((failed.startTime...failed.endTime).contains(exception.time))
        XCTAssertEqual(recorder.span("load")?.status, .unset, "the caller handled the error")
    }

    func testCancellationIsNotAFailure() async throws {
        let recorder = RecordingExporter()
        withTracer(PopcornTracer(exporter: recorder)) {
            try? withSpan("image") { _ in throw CancellationError() }
        }
        let span = try XCTUnwrap(recorder.span("image"))
        XCTAssertEqual(span.status, .unset)
        XCTAssertTrue(span.events.isEmpty)
        XCTAssertEqual(span.attributes["popcorn.cancelled"], .bool(true))
    }

    func testASpanIsExportedOnceAndStopsRecordingWhenItEnds() throws {
        let recorder = RecordingExporter()
        let span = PopcornTracer(exporter: recorder).startSpan("once")
        XCTAssertTrue(span.isRecording)
        span.end()
        span.end()
        XCTAssertFalse(span.isRecording)
        XCTAssertEqual(recorder.spans.count, 1)
    }

    func testWithoutABootstrappedTracerSpansAreNoOps() {
        let recorded = withSpan("nothing") { span in span.isRecording }
        XCTAssertFalse(recorded, "no tracer bootstrapped: the tracing API's no-op tracer")
    }
}
