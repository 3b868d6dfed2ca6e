import Foundation

/// The HTTP method of a request.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    case head = "HEAD"
    case post = "POST"
    case delete = "DELETE"
    case put = "PUT"
}

/// One request to send with ``HTTPClient``.
public struct HTTPRequest: Sendable, Hashable {
    /// Absolute URL; see ``URLPolicy`` for which schemes and hosts are accepted.
    public var url: String
    public var method: HTTPMethod
    /// Extra request headers (e.g. `Authorization`). Never logged.
    public var headers: [String: String]
    /// The body a `POST`, `PUT` or `DELETE` sends (set its `Content-Type` in `headers`).
    public var body: Data
    /// Total time allowed for the transfer once it starts; nil uses the client's default.
    public var timeout: Duration?
    /// Largest body accepted; a bigger body fails with ``HTTPError/tooLarge(limit:)``. Nil: no cap.
    public var maxBodyBytes: Int?
    /// Higher runs first when requests queue behind the per-host connection limit.
    public var priority: Int

    public init(
        url: String, method: HTTPMethod = .get, headers: [String: String] = [:], body: Data = Data(),
        timeout: Duration? = nil, maxBodyBytes: Int? = nil, priority: Int = 0
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.priority = priority
    }

    /// The first header whose name is not an RFC 9110 token or whose value holds a control byte (CR, LF,
    /// NUL…; a tab is allowed), checked byte by byte; nil when every header can be sent as is.
    public var invalidHeaderName: String? {
        headers.keys.sorted().first { name in
            let value = headers[name] ?? ""
            return name.utf8.isEmpty || !name.utf8.allSatisfy(Self.isTokenByte)
                || value.utf8.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }
        }
    }

    /// The longest URL sent, in bytes: what CDNs and servers commonly accept (CloudFront and nginx: 8 KiB).
    /// libcurl 7.88 fails a request of 1 MiB or more while building it, leaving the connection in a state
    /// that stalls later transfers to the host, so such requests must never reach it.
    public static let maxURLBytes = 8 * 1024

    /// The longest header line (`Name: value`) sent, in bytes (a TMDb token is about 250).
    public static let maxHeaderBytes = 8 * 1024

    /// ``HTTPError/requestTooLong(part:limit:)`` for a URL over ``maxURLBytes`` or a header line over
    /// ``maxHeaderBytes``; nil when the request may be sent. Header names must have passed
    /// ``invalidHeaderName`` (they appear in the error).
    var lengthError: HTTPError? {
        if url.utf8.count > Self.maxURLBytes { return .requestTooLong(part: "URL", limit: Self.maxURLBytes) }
        let tooLong = headers.keys.sorted().first { name in
            name.utf8.count + 2 + (headers[name]?.utf8.count ?? 0) > Self.maxHeaderBytes
        }
        guard let tooLong else { return nil }
        let shown = tooLong.utf8.count > 64 ? tooLong.prefix(64) + "…" : tooLong
        return .requestTooLong(part: "header \(shown)", limit: Self.maxHeaderBytes)
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// `text` with control bytes shown as `\u{…}` escapes: safe to put in a message.
    static func printable(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? $0.escaped(asASCII: true) : String($0) }
            .joined()
    }

    /// The URL with its userinfo and credential-like query values (`api_key`, `token`…) replaced by
    /// `REDACTED`: safe to log.
    public var redactedURL: String { HTTPRequest.redact(url) }

    /// `url` with any userinfo (`user:password@`) and credential-like query values replaced by `REDACTED`:
    /// safe for messages, logs, traces and cache keys.
    public static func redact(_ url: String) -> String {
        let url = redactUserinfo(url)
        guard let queryStart = url.firstIndex(of: "?") else { return url }
        let secretNames: Set<String> = ["api_key", "apikey", "token", "access_token", "session_id", "key"]
        let query = url[url.index(after: queryStart)...]
        let parts = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            return secretNames.contains(name.lowercased()) ? "\(name)=REDACTED" : String(pair)
        }
        return String(url[...queryStart]) + parts.joined(separator: "&")
    }

    /// "https://user:pw@host/p" → "https://REDACTED@host/p": the authority ends at the first "/", "?" or "#",
    /// its userinfo at the last "@" before that.
    private static func redactUserinfo(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let authorityStart = schemeEnd.upperBound
        let authorityEnd = url[authorityStart...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? url.endIndex
        guard let at = url[authorityStart..<authorityEnd].lastIndex(of: "@") else { return url }
        return String(url[..<authorityStart]) + "REDACTED" + String(url[at...])
    }
}
