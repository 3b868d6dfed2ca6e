import Catalog
import Foundation
import HTTP
import Localization

/// TMDb over the shared libcurl client: `baseURL + path + query`, JSON accepted, network failures mapped
/// to `CatalogError`.
public struct HTTPTMDbTransport: TMDbTransport {
    /// "https://api.themoviedb.org/3" (no trailing slash).
    public let baseURL: String
    /// Version 4 of the API beside it: "https://api.themoviedb.org/4".
    public let v4BaseURL: String
    private let client: any HTTPTransport
    private let timeout: Duration?
    /// The base URL's host and port, and its path ("/3"), for the request spans.
    private let server: (address: String, port: Int)?
    private let basePath: String
    private let v4BasePath: String

    /// The most bytes of an answer's body read.
    static let maxBodyBytes = 16 * 1024 * 1024

    /// - Parameter timeout: total time per request; nil uses the client's default.
    public init(baseURL: String, client: any HTTPTransport, timeout: Duration? = nil) {
        self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        v4BaseURL = TMDbEndpoint.v4BaseURL(for: self.baseURL)
        self.client = client
        self.timeout = timeout
        let components = URLComponents(string: self.baseURL)
        server = components?.host.map { ($0, components?.port ?? (components?.scheme == "http" ? 80 : 443)) }
        basePath = components?.path ?? ""
        v4BasePath = URLComponents(string: v4BaseURL)?.path ?? ""
    }

    public func send(_ request: TMDbRequest) async throws -> TMDbResponse {
        let (base, path) = request.version == .v4 ? (v4BaseURL, v4BasePath) : (baseURL, basePath)
        return try await request.traced(path: path + request.path, server: server, transport: "http") {
            let limits = [timeout, request.timeout].compactMap { $0 }
            guard limits.allSatisfy({ $0 > .zero }) else { throw CatalogError.offline }
            let http = HTTPRequest(
                url: base + request.pathAndQuery, method: request.method, headers: request.headers,
                body: request.body, timeout: limits.min(),
                maxBodyBytes: min(request.maxBodyBytes ?? Self.maxBodyBytes, Self.maxBodyBytes))
            do {
                let response = try await client.send(http)
                return TMDbResponse(status: response.status, headers: response.headers, body: response.body)
            } catch let error as HTTPError {
                throw Self.map(error)
            }
        }
    }

    /// The one mapping of libcurl's failures (``HTTPError``) to what the app reports: network failures →
    /// offline; a TLS failure → tls (naming the host); a refused URL or header, or a request too long to
    /// send → configuration; an oversized body → decoding; an aborted transfer → cancellation.
    static func map(_ error: HTTPError) -> any Error {
        switch error {
        case .refusedURL(let url, let reason):
            CatalogError.configuration(tr("The TMDb API address was refused") + " (\(url)): \(reason)")
        case .refusedHeader:
            TMDbCredential.controlCharacterError
        case .requestTooLong(let part, let limit):
            CatalogError.configuration(
                String(format: tr("The request to TMDb was not sent: its %@ is longer than %d bytes."), part, limit))
        case .tooLarge:
            CatalogError.decoding("response too large")
        case .cancelled:
            CancellationError()
        case .tls(let host, _):
            CatalogError.tls(host: host)
        case .offline, .connectionLost, .timeout, .other:
            CatalogError.offline
        }
    }
}
