import Foundation

/// One query parameter (unencoded).
public struct QueryItem: Sendable, Hashable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A GET request for a path under the API base URL (e.g. "/movie/550").
///
/// Its `description` never shows headers or the `api_key` parameter, so it is safe to log.
public struct TMDbRequest: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var query: [QueryItem]
    public var headers: [String: String]

    public init(path: String, query: [QueryItem] = [], headers: [String: String] = [:]) {
        self.path = path
        self.query = query
        self.headers = headers
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
        let shown = query.filter { $0.name != "api_key" }
        let text = shown.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return text.isEmpty ? "GET \(path)" : "GET \(path)?\(text)"
    }

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

/// What came back: status, headers (names lowercased) and body.
public struct TMDbResponse: Sendable, Hashable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, new in new })
        self.body = body
    }
}

/// Sends API requests somewhere: TMDb over libcurl, the demo catalog on disk, or a test double.
///
/// Throw `CatalogError` for failures with a known meaning (e.g. `.configuration` for a refused URL); any
/// other error counts as a network failure (offline) and is retried.
public protocol TMDbTransport: Sendable {
    func send(_ request: TMDbRequest) async throws -> TMDbResponse
}
