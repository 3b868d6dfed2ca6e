import Catalog
import HTTP
import Localization

/// Where the API lives, from the environment: `POPCORN_TMDB_API_URL` overrides the default
/// `https://api.themoviedb.org/3`; a plain `http://` override is accepted only for loopback hosts.
public struct TMDbEndpoint: Sendable, Hashable {
    public static let defaultBaseURL = "https://api.themoviedb.org/3"

    public let baseURL: String
    /// True when the base URL is `http://` to 127.0.0.1, ::1 or localhost.
    public let isLoopbackHTTP: Bool

    /// Validates the whole of `baseURL` (scheme, host, port) as libcurl reads it; throws
    /// `CatalogError.configuration` with a readable reason when refused (the URL shown without its userinfo).
    public init(baseURL: String = TMDbEndpoint.defaultBaseURL) throws {
        let trimmed = baseURL.trimmingWhitespace
        let lower = trimmed.lowercased()
        if lower.hasPrefix("https://") {
            do {
                _ = try URLPolicy.strict.check(trimmed)
            } catch {
                let reason: String
                if case .refusedURL(_, let why) = error { reason = why } else { reason = "\(error)" }
                throw CatalogError.configuration(
                    String(
                        format: tr("POPCORN_TMDB_API_URL is not a valid URL (%@): %@."),
                        HTTPRequest.redact(trimmed), reason))
            }
            isLoopbackHTTP = false
        } else if lower.hasPrefix("http://") {
            guard (try? URLPolicy(allowsLoopbackHTTP: true).check(trimmed)) != nil else {
                throw CatalogError.configuration(
                    tr(
                        "POPCORN_TMDB_API_URL must use https://; plain http:// is only allowed for 127.0.0.1, ::1 or localhost."
                    ))
            }
            isLoopbackHTTP = true
        } else {
            throw CatalogError.configuration(tr("POPCORN_TMDB_API_URL must be an https:// URL."))
        }
        self.baseURL = trimmed
    }

    /// The endpoint from `POPCORN_TMDB_API_URL`, or the default.
    public static func fromEnvironment(_ environment: [String: String]) throws -> TMDbEndpoint {
        if let override = environment["POPCORN_TMDB_API_URL"], !override.trimmingWhitespace.isEmpty {
            return try TMDbEndpoint(baseURL: override)
        }
        return try TMDbEndpoint()
    }

    /// Version 4 of the API beside `baseURL`: its last path segment ("3") replaced by "4"
    /// ("https://api.themoviedb.org/3" → "https://api.themoviedb.org/4").
    public static func v4BaseURL(for baseURL: String) -> String {
        let trimmed = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        guard let slash = trimmed.lastIndex(of: "/"), trimmed[trimmed.index(after: slash)...] == "3" else {
            return trimmed + "/4"
        }
        return trimmed[...slash] + "4"
    }

    /// The URL policy a client for this endpoint needs (loopback http only when overridden to it).
    public var urlPolicy: URLPolicy {
        URLPolicy(allowsLoopbackHTTP: isLoopbackHTTP, allowsFileURLs: false)
    }
}
