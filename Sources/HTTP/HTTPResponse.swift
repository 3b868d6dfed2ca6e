import Foundation

/// A complete response: status, headers (names lower-cased) and the decoded body.
public struct HTTPResponse: Sendable, Hashable {
    /// HTTP status code. `file://` transfers report 200 (read) or 404 (missing file).
    public var status: Int
    /// Response headers of the final response, names lower-cased; repeated headers joined with ", ".
    public var headers: [String: String]
    /// The body after content decoding (gzip, deflate, br…).
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name` (case-insensitive).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// True for 2xx statuses.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
