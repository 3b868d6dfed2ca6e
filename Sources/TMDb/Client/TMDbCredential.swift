import Catalog
import Localization

/// A TMDb credential. Its description is redacted: it is safe to print, the secret is not.
public enum TMDbCredential: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// v4 API read access token, sent as `Authorization: Bearer …` (preferred: never in a URL).
    case token(String)
    /// v3 API key, sent as the `api_key` query parameter (only when no token exists).
    case apiKey(String)

    /// `TMDB_API_TOKEN` if set and non-empty, else `TMDB_API_KEY`, else nil.
    public static func fromEnvironment(_ environment: [String: String]) -> TMDbCredential? {
        if let token = environment["TMDB_API_TOKEN"]?.trimmingWhitespace, !token.isEmpty {
            return .token(token)
        }
        if let key = environment["TMDB_API_KEY"]?.trimmingWhitespace, !key.isEmpty {
            return .apiKey(key)
        }
        return nil
    }

    public var description: String {
        switch self {
        case .token: "token(redacted)"
        case .apiKey: "apiKey(redacted)"
        }
    }

    public var debugDescription: String { description }

    /// The secret as configured.
    private var secret: String {
        switch self {
        case .token(let token): token
        case .apiKey(let key): key
        }
    }

    /// The longest secret accepted, in bytes: a TMDb read access token is about 250, an API key 32.
    public static let maxSecretBytes = 16 * 1024

    /// Throws `CatalogError.configuration` when the secret holds a control byte (a line break would add a
    /// header to every request), checked byte by byte, or is longer than ``maxSecretBytes`` (a file saved by
    /// mistake): before any request is made.
    public func validate() throws {
        guard !secret.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { throw Self.controlCharacterError }
        guard secret.utf8.count <= Self.maxSecretBytes else {
            throw CatalogError.configuration(
                tr(
                    "The TMDb credential is longer than 16 KiB, so it cannot be a TMDb token or API key. Check TMDB_API_TOKEN, TMDB_API_KEY or the token saved in Preferences."
                ))
        }
    }

    /// The error of a credential holding a control character.
    static var controlCharacterError: CatalogError {
        .configuration(
            tr(
                "The TMDb credential contains a control character (such as a line break). Check TMDB_API_TOKEN, TMDB_API_KEY or the token saved in Preferences."
            ))
    }

    /// Adds the credential to a request.
    func authorize(_ request: inout TMDbRequest) {
        switch self {
        case .token(let token): request.headers["Authorization"] = "Bearer \(token)"
        case .apiKey(let key): request.query.append(QueryItem("api_key", key))
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
