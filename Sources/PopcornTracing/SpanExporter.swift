/// Receives finished spans (a trace file, an OpenTelemetry collector, or a test's recorder).
public protocol SpanExporter: Sendable {
    /// Takes one finished span. Returns at once: writing or sending happens elsewhere, never on the
    /// caller's time.
    func export(_ span: FinishedSpan)

    /// Returns once every span exported before the call has been written or sent (or has failed).
    func flush() async
}
