import CCurl

/// Which URLs the client may fetch: `https://` always; `http://` only to loopback hosts and `file://`
/// only when explicitly allowed. Everything else is refused with ``HTTPError/refusedURL(url:reason:)``.
public struct URLPolicy: Sendable, Hashable {
    /// Allow `http://` to 127.0.0.1, ::1 or localhost (tests, local fake servers).
    public var allowsLoopbackHTTP: Bool
    /// Allow `file://` (the bundled demo catalog's artwork).
    public var allowsFileURLs: Bool

    public init(allowsLoopbackHTTP: Bool = false, allowsFileURLs: Bool = false) {
        self.allowsLoopbackHTTP = allowsLoopbackHTTP
        self.allowsFileURLs = allowsFileURLs
    }

    /// HTTPS only.
    public static let strict = URLPolicy()

    /// The scheme a permitted URL uses.
    public enum Scheme: String, Sendable {
        case https, http, file
    }

    static let loopbackHosts: Set<String> = ["127.0.0.1", "[::1]", "::1", "localhost"]

    /// Checks `url` against the policy; returns its scheme and host (empty for files) or throws.
    public func check(_ url: String) throws(HTTPError) -> (scheme: Scheme, host: String) {
        /// The error for a refused `url`, shown redacted (built only when refusing).
        func refused(_ reason: String) -> HTTPError { .refusedURL(url: HTTPRequest.redact(url), reason: reason) }
        guard let parsed = ParsedURL(url) else {
            throw refused("not a valid absolute URL")
        }
        if parsed.scheme != "file", !URLPolicy.writesHost(url) {
            throw refused("no host")
        }
        if let port = parsed.port, !(1...65535).contains(port) {
            throw refused("port \(port) is out of range")
        }
        switch parsed.scheme {
        case "https":
            guard !parsed.host.isEmpty else { throw refused("no host") }
            return (.https, parsed.host)
        case "http":
            guard allowsLoopbackHTTP else {
                throw refused("plain http is not allowed; use https")
            }
            guard URLPolicy.loopbackHosts.contains(parsed.host) else {
                throw refused("plain http is only allowed to 127.0.0.1, ::1 or localhost")
            }
            return (.http, parsed.host)
        case "file":
            guard allowsFileURLs else { throw refused("file URLs are not allowed") }
            guard parsed.host.isEmpty || parsed.host == "localhost" else {
                throw refused("file URLs must be local")
            }
            return (.file, "")
        default:
            throw refused("scheme \"\(parsed.scheme)\" is not allowed")
        }
    }
}

extension URLPolicy {
    /// Whether `url` names a host between "://" (after any userinfo) and the port or path: libcurl reads
    /// `https:///3` as host "3", which must not pass.
    static func writesHost(_ url: String) -> Bool {
        let bytes = Array(url.utf8)
        let separator = Array("://".utf8)
        guard let schemeEnd = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return false }
        let rest = bytes[(schemeEnd + separator.count)...]
        let authority = rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        let hostAndPort = authority.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false).last ?? []
        if hostAndPort.first == UInt8(ascii: "[") { return hostAndPort.count > 2 }
        return !(hostAndPort.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).first ?? []).isEmpty
    }
}

/// Scheme and host as libcurl parses them (so the policy checks what curl will actually contact).
private struct ParsedURL {
    let scheme: String
    let host: String
    /// The port written in the URL (nil when none was); -1 when it is not a number.
    let port: Int?

    init?(_ url: String) {
        guard let handle = curl_url() else { return nil }
        defer { curl_url_cleanup(handle) }
        guard curl_url_set(handle, CURLUPART_URL, url, 0) == CURLUE_OK,
            let scheme = ParsedURL.part(handle, CURLUPART_SCHEME)
        else { return nil }
        self.scheme = scheme.lowercased()
        self.host = ParsedURL.part(handle, CURLUPART_HOST)?.lowercased() ?? ""
        self.port = ParsedURL.part(handle, CURLUPART_PORT).map { Int($0) ?? -1 }
    }

    private static func part(_ handle: OpaquePointer, _ part: CURLUPart) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        guard curl_url_get(handle, part, &value, 0) == CURLUE_OK, let value else { return nil }
        defer { curl_free(value) }
        return String(cString: value)
    }
}
