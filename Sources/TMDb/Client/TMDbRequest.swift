import Foundation
import HTTP

/// A request for a path under the API base URL (e.g. "/movie/550"): of version 3 of the API (the catalog,
/// v3 account writes) or of version 4 (sign-in, the account's lists).
///
/// Its `description` never shows headers, the body or a secret query parameter (`api_key`, `session_id`),
/// so it is safe to log.
public struct TMDbRequest: Sendable, Hashable, CustomStringConvertible {
    /// The API version a path belongs to.
    public enum Version: Sendable, Hashable {
        case v3, v4
    }

    public var method: HTTPMethod
    public var version: Version
    public var path: String
    public var query: [QueryItem]
    public var headers: [String: String]
    /// The JSON body of a `POST` or `DELETE` (empty for none).
    public var body: Data
    /// The most time this attempt may take (what is left of the request's total time); nil: no limit of its own.
    public var timeout: Duration?
    /// The most bytes of the answer's body read (a bigger answer fails as unreadable); nil: the transport's limit.
    public var maxBodyBytes: Int?

    public init(
        _ method: HTTPMethod = .get, version: Version = .v3, path: String, query: [QueryItem] = [],
        headers: [String: String] = [:], body: Data = Data(), timeout: Duration? = nil
    ) {
        self.method = method
        self.version = version
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The query string, percent-encoded ("a=1&b=x%20y"); empty when there are no parameters.
    public var encodedQuery: String {
        query.map { "\(Self.percentEncode($0.name))=\(Self.percentEncode($0.value))" }.joined(separator: "&")
    }

    /// Path plus encoded query ("/search/multi?query=x").
    public var pathAndQuery: String {
        query.isEmpty ? path : "\(path)?\(encodedQuery)"
    }

    public var description: String {
        let shown = query.filter { !Self.secretParameters.contains($0.name) }
        let text = shown.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let prefix = version == .v4 ? "/4" : ""
        return text.isEmpty ? "\(method.rawValue) \(prefix)\(path)" : "\(method.rawValue) \(prefix)\(path)?\(text)"
    }

    /// Query parameters that carry a secret: never shown, logged or traced.
    public static let secretParameters: Set<String> = ["api_key", "session_id"]

    /// Percent-encodes everything but RFC 3986 unreserved characters.
    public static func percentEncode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}
