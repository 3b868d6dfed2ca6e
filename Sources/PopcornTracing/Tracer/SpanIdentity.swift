import Tracing

/// Which trace a span belongs to and which span it is; carried in the `ServiceContext` of the span, so
/// spans started inside it (the same task or its child tasks) become its children.
public struct SpanIdentity: Hashable, Sendable {
    public let traceID: TraceID
    public let spanID: SpanID
}

private enum SpanIdentityKey: ServiceContextKey {
    typealias Value = SpanIdentity
    static var nameOverride: String? { "popcorn-span" }
}

extension ServiceContext {
    /// The span this context belongs to; nil outside any span of ``PopcornTracer``.
    public internal(set) var spanIdentity: SpanIdentity? {
        get { self[SpanIdentityKey.self] }
        set { self[SpanIdentityKey.self] = newValue }
    }
}
