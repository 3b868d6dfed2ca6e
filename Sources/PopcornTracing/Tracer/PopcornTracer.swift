import Foundation
import Tracing

/// Popcorn's tracer: W3C trace and span ids, parents taken from the task-local `ServiceContext`, every
/// finished span handed to one ``SpanExporter``. Bootstrap it with `InstrumentationSystem.bootstrap`;
/// without it the tracing API's no-op tracer is used.
///
/// Trace context is never injected into outgoing requests: traces stay with the user.
public struct PopcornTracer: Tracer {
    public typealias Span = PopcornSpan

    /// Where finished spans go.
    public let exporter: any SpanExporter

    public init(exporter: any SpanExporter) {
        self.exporter = exporter
    }

    public func startSpan<Instant: TracerInstant>(
        _ operationName: String,
        context: @autoclosure () -> ServiceContext,
        ofKind kind: SpanKind, at instant: @autoclosure () -> Instant,
        function: String, file fileID: String, line: UInt
    ) -> PopcornSpan {
        var spanContext = context()
        let parent = spanContext.spanIdentity
        let identity = SpanIdentity(traceID: parent?.traceID ?? .random(), spanID: .random())
        spanContext.spanIdentity = identity
        let exporter = self.exporter
        return PopcornSpan(
            name: operationName, kind: kind, context: spanContext, identity: identity,
            parentSpanID: parent?.spanID, startTime: instant().nanosecondsSinceEpoch,
            onEnd: { exporter.export($0) })
    }

    /// Starts delivering what was exported so far; returns at once (see ``shutdown(timeout:)``).
    public func forceFlush() {
        let exporter = self.exporter
        Task.detached { await exporter.flush() }
    }

    /// Waits until every span exported so far is written or sent, at most `timeout`; for the end of the
    /// process, from synchronous code (never from a task: it blocks the thread). False when time ran out.
    @discardableResult
    public func shutdown(timeout: Duration) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let exporter = self.exporter
        Task.detached {
            await exporter.flush()
            done.signal()
        }
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        return done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
    }

    public func inject<Carrier, Inject: Injector>(
        _ context: ServiceContext, into carrier: inout Carrier,
        using injector: Inject
    ) where Inject.Carrier == Carrier {}

    public func extract<Carrier, Extract: Extractor>(
        _ carrier: Carrier, into context: inout ServiceContext,
        using extractor: Extract
    ) where Extract.Carrier == Carrier {}
}
