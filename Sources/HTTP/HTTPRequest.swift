import Foundation

/// The HTTP method of a request.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
}

/// One request to send with ``HTTPClient``.
public struct HTTPRequest: Sendable, Hashable {
    /// Absolute URL; see ``URLPolicy`` for which schemes and hosts are accepted.
    public var url: String
    public var method: HTTPMethod
    /// Extra request headers (e.g. `Authorization`). Never logged.
    public var headers: [String: String]
    /// The body a `POST` sends (set its `Content-Type` in `headers`).
    public var body: Data
    /// Total time allowed for the transfer once it starts; nil uses the client's default.
    public var timeout: Duration?
    /// Largest body accepted; a bigger body fails with ``HTTPError/tooLarge(limit:)``. Nil: no cap.
    public var maxBodyBytes: Int?
    /// Higher runs first when requests queue behind the per-host connection limit.
    public var priority: Int

    public init(url: String, method: HTTPMethod = .get, headers: [String: String] = [:], body: Data = Data(),
                timeout: Duration? = nil, maxBodyBytes: Int? = nil, priority: Int = 0) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.priority = priority
    }

    /// The URL with credential-like query values (`api_key`, `token`…) replaced by `REDACTED`: safe to log.
    public var redactedURL: String { HTTPRequest.redact(url) }

    static func redact(_ url: String) -> String {
        guard let queryStart = url.firstIndex(of: "?") else { return url }
        let secretNames: Set<String> = ["api_key", "apikey", "token", "access_token", "session_id", "key"]
        let query = url[url.index(after: queryStart)...]
        let parts = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return secretNames.contains(name.lowercased()) ? "\(name)=REDACTED" : String(pair)
        }
        return String(url[...queryStart]) + parts.joined(separator: "&")
    }
}
