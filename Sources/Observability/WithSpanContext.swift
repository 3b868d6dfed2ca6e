import Tracing

/// Runs `operation` as the continuation of the span whose context is `context` (one kept from inside a
/// ``withSpanIfTracing(_:ofKind:isolation:_:)`` span, possibly ended since): the spans it starts are that
/// span's children, in its trace. With nil (nothing traced) `operation` runs as it is, at no cost.
public func withSpanContext<T>(
    _ context: ServiceContext?, isolation: isolated (any Actor)? = #isolation,
    _ operation: nonisolated(nonsending) () async throws -> T
) async rethrows -> T {
    guard let context else { return try await operation() }
    return try await ServiceContext.$current.withValue(context) { try await operation() }
}
