import Foundation
import HTTP
import TMDb

/// Sends the preferences' token check (`/configuration`) through the shared libcurl client to the API
/// base URL (`POPCORN_TMDB_API_URL`, or TMDb's).
struct TokenCheckTransport: TMDbTransport {
    let baseURL: String
    let client: any HTTPTransport

    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> TokenCheckTransport {
        let base = environment["POPCORN_TMDB_API_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://api.themoviedb.org/3"
        let configuration = HTTPClientConfiguration(urlPolicy: URLPolicy(allowsLoopbackHTTP: true))
        return TokenCheckTransport(baseURL: base.hasSuffix("/") ? String(base.dropLast()) : base,
                                   client: HTTPClient(configuration: configuration))
    }

    func send(_ request: TMDbRequest) async throws -> TMDbResponse {
        let response = try await client.send(HTTPRequest(url: baseURL + request.pathAndQuery, headers: request.headers,
                                                         timeout: .seconds(15)))
        return TMDbResponse(status: response.status, headers: response.headers, body: response.body)
    }
}
