import Observability
import Tracing

extension TMDbRequest {
    /// Runs `send` in a client span `<method> <path>` with OpenTelemetry's HTTP attributes: `http.request.method`,
    /// `url.path` (`path`: never the query, which may hold the API key), `http.response.status_code`, and
    /// `server.address`/`server.port` when `server` is given. Statuses from 400 up are errors (`error.type`).
    func traced(
        path: String, server: (address: String, port: Int)?, transport: String,
        isolation: isolated (any Actor)? = #isolation,
        _ send: () async throws -> TMDbResponse
    ) async throws -> TMDbResponse {
        try await withSpanIfTracing("\(method.rawValue) \(path)", ofKind: .client) { span in
            span?.updateAttributes {
                $0["http.request.method"] = method.rawValue
                $0["url.path"] = path
                $0["popcorn.transport"] = transport
                if let server {
                    $0["server.address"] = server.address
                    $0["server.port"] = server.port
                }
            }
            let response = try await send()
            span?.attributes["http.response.status_code"] = response.status
            if response.status >= 400 {
                span?.attributes["error.type"] = String(response.status)
                span?.setStatus(SpanStatus(code: .error))
            }
            return response
        }
    }
}
