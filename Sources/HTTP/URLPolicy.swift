import CCurl
import CCurlShim

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

/// Scheme, host and port as libcurl parses them (so the policy checks what curl will actually contact).
struct ParsedURL: Equatable {
    let scheme: String
    let host: String
    /// The port written in the URL (nil when none was); -1 when it is not a number.
    let port: Int?

    /// `url` in the plain form read without libcurl, any other form read by libcurl (loaded for it: the app
    /// checks its API URL at start, before it sends anything); nil when invalid.
    init?(_ url: String) {
        if let plain = ParsedURL(plain: url) {
            self = plain
        } else {
            self.init(curl: url)
        }
    }

    /// An http(s) URL in the plain form "scheme://host[:port][/ ? # …]" — printable ASCII, a host of letters,
    /// digits, dots and hyphens that libcurl does not rewrite (no empty label, and an IPv4 address only as four
    /// decimal numbers), a port of 1–65535 — read as libcurl reads it (`URLPolicyParsingTests` compares them);
    /// nil for any other form.
    init?(plain url: String) {
        let bytes = Array(url.utf8)
        guard bytes.allSatisfy({ (0x21...0x7E).contains($0) }),
            let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8)
        else { return nil }
        let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = bytes[(colon + 3)...]
        let authority = rest.prefix { !"/?#".utf8.contains($0) }
        let host = authority.prefix { $0 != UInt8(ascii: ":") }
        let labels = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard !host.isEmpty, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isHostByte) }) else { return nil }
        if labels.allSatisfy(Self.isNumeric) {
            guard labels.count == 4, labels.allSatisfy(Self.isPlainOctet) else { return nil }
        }
        var port: Int?
        if host.endIndex < authority.endIndex {
            let digits = authority[(host.endIndex + 1)...]
            guard (1...5).contains(digits.count), digits.allSatisfy(Self.isDigit),
                let value = Int(String(decoding: digits, as: UTF8.self)), (1...65535).contains(value)
            else { return nil }
            port = value
        }
        self.scheme = scheme
        self.host = String(decoding: host, as: UTF8.self).lowercased()
        self.port = port
    }

    /// `url` as libcurl's URL parser reads it; nil when it refuses it or libcurl cannot be loaded.
    init?(curl url: String) {
        guard popcorn_curl_load(nil), let handle = popcorn_curl_url() else { return nil }
        defer { popcorn_curl_url_cleanup(handle) }
        guard popcorn_curl_url_set(handle, CURLUPART_URL, url, 0) == CURLUE_OK,
            let scheme = ParsedURL.part(handle, CURLUPART_SCHEME)
        else { return nil }
        self.scheme = scheme.lowercased()
        self.host = ParsedURL.part(handle, CURLUPART_HOST)?.lowercased() ?? ""
        self.port = ParsedURL.part(handle, CURLUPART_PORT).map { Int($0) ?? -1 }
    }

    private static func part(_ handle: OpaquePointer, _ part: CURLUPart) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        guard popcorn_curl_url_get(handle, part, &value, 0) == CURLUE_OK, let value else { return nil }
        defer { popcorn_curl_free(value) }
        return String(cString: value)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// A label libcurl would read as a number of an IPv4 address (decimal, octal or 0x-hexadecimal).
    private static func isNumeric(_ label: ArraySlice<UInt8>) -> Bool {
        if label.count > 2, label.starts(with: "0x".utf8) || label.starts(with: "0X".utf8) {
            return label.dropFirst(2).allSatisfy {
                isDigit($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0)
            }
        }
        return label.allSatisfy(isDigit)
    }

    /// 0–255 written without a leading zero (libcurl keeps such an address as written).
    private static func isPlainOctet(_ label: ArraySlice<UInt8>) -> Bool {
        guard label.allSatisfy(isDigit), label.count == 1 || label.first != UInt8(ascii: "0") else { return false }
        return Int(String(decoding: label, as: UTF8.self)).map { $0 <= 255 } ?? false
    }
}
