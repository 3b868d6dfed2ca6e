import Tracing

/// Runs `operation` in a span named `name`, started with the tracing API's `withSpan` (a child of the
/// task-local context's span; errors recorded on it). When no tracer is in place — nothing bootstrapped and
/// none scoped with `withTracer` — `operation` runs at once with no span (`nil`) and `name` is never built,
/// so an untraced page load pays a single check per span instead of the no-op tracer's lookups. `operation`
/// runs on the caller's executor: a span costs no executor hop. A span counts in ``OpenSpans`` until it has
/// ended (and gone to the exporter).
public func withSpanIfTracing<T>(
    _ name: @autoclosure () -> String, ofKind kind: SpanKind = .internal,
    isolation: isolated (any Actor)? = #isolation,
    _ operation: nonisolated(nonsending) ((any Span)?) async throws -> T
) async rethrows -> T {
    if InstrumentationSystem.instrument is NoOpInstrument {
        return try await operation(nil)
    }
    OpenSpans.started()
    defer { OpenSpans.ended() }
    return try await withSpan(name(), ofKind: kind) { span in try await operation(span) }
}
