import Foundation

/// Where traces go, chosen at start-up from the environment; nil (the default) means no tracing.
///
/// - `POPCORN_TRACE=FILE`: a JSON-lines file (``TraceFileExporter``). It wins over the others.
/// - `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=URL`: an OpenTelemetry collector's traces URL, used as it is.
/// - `OTEL_EXPORTER_OTLP_ENDPOINT=URL`: a collector's base URL; spans go to `URL/v1/traces`
///   (``OTLPExporter``), e.g. `http://127.0.0.1:4318`.
public enum TraceDestination: Hashable, Sendable {
    case file(path: String)
    case collector(url: String)

    /// The destination the environment asks for, if any.
    public static func fromEnvironment(_ environment: [String: String]) -> TraceDestination? {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            return text
        }
        if let path = value("POPCORN_TRACE") { return .file(path: path) }
        if let url = value("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") { return .collector(url: url) }
        if var base = value("OTEL_EXPORTER_OTLP_ENDPOINT") {
            while base.hasSuffix("/") { base.removeLast() }
            return .collector(url: base + "/v1/traces")
        }
        return nil
    }
}
