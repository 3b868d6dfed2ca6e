import AppEnvironment
import Logging
import PopcornTracing
import Tracing

/// Tracing for this process, chosen from the environment at start-up (docs/tracing.md):
/// `POPCORN_TRACE=FILE` writes a JSON-lines file, `OTEL_EXPORTER_OTLP_ENDPOINT=URL` sends OTLP/HTTP JSON to
/// a collector through the app's libcurl client; neither leaves the tracing API's no-op tracer in place.
enum AppTracing {
    /// Bootstraps the tracer the environment asks for and returns it (to flush at exit); nil when it asks
    /// for none, or when the destination cannot be used (logged). Call at most once per process.
    static func start(environment: [String: String]) -> PopcornTracer? {
        guard let destination = TraceDestination.fromEnvironment(environment) else { return nil }
        let exporter: any SpanExporter
        switch destination {
        case .file(let path):
            do {
                exporter = try TraceFileExporter(path: path)
            } catch {
                Log.warning("POPCORN_TRACE: \(error); tracing is off")
                return nil
            }
        case .collector(let url):
            let client = AppHTTP.collectorClient()
            do {
                _ = try client.configuration.urlPolicy.check(url)
            } catch {
                Log.warning("OTEL_EXPORTER_OTLP_ENDPOINT: \(error); tracing is off")
                return nil
            }
            let resource: [String: TraceValue] = [
                "service.name": .string(environment["OTEL_SERVICE_NAME"] ?? AppIdentity.executableName),
                "service.version": .string(AppIdentity.version),
                "telemetry.sdk.language": .string("swift"),
            ]
            exporter = OTLPExporter(
                url: url, transport: client, resource: resource, version: AppIdentity.version,
                warn: { Log.warning($0) })
        }
        let tracer = PopcornTracer(exporter: exporter)
        InstrumentationSystem.bootstrap(tracer)
        return tracer
    }
}
