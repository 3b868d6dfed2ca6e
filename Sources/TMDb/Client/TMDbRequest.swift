import Foundation

/// A GET request for a path under the API base URL (e.g. "/movie/550").
///
/// Its `description` never shows headers or the `api_key` parameter, so it is safe to log.
public struct TMDbRequest: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var query: [QueryItem]
    public var headers: [String: String]
    /// The most time this attempt may take (what is left of the request's total time); nil: no limit of its own.
    public var timeout: Duration?

    public init(path: String, query: [QueryItem] = [], headers: [String: String] = [:], timeout: Duration? = nil) {
        self.path = path
        self.query = query
        self.headers = headers
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
