import Tracing

/// A span that has ended, as the exporters receive it.
public struct FinishedSpan: Sendable {
    /// How the span ended.
    public enum Status: Hashable, Sendable {
        /// Nothing was set (OpenTelemetry's "unset"): written as `"ok"` to trace files.
        case unset
        case ok
        case error(message: String?)
    }

    /// A point in time inside the span (e.g. `exception`).
    public struct Event: Sendable {
        public let name: String
        /// Unix time in nanoseconds.
        public let time: UInt64
        public let attributes: [String: TraceValue]
    }

    public let traceID: TraceID
    public let spanID: SpanID
    /// Nil for the root span of a trace.
    public let parentSpanID: SpanID?
    public let name: String
    public let kind: SpanKind
    /// Unix time in nanoseconds.
    public let startTime: UInt64
    /// Unix time in nanoseconds.
    public let endTime: UInt64
    public let status: Status
    public let attributes: [String: TraceValue]
    public let events: [Event]
}
