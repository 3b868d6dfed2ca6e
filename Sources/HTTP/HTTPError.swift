/// Why a transfer failed. HTTP error statuses (4xx/5xx) are not errors: they arrive as ``HTTPResponse``.
/// Task cancellation surfaces as `CancellationError`, not as a case here.
public enum HTTPError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL was refused by the ``URLPolicy`` (scheme or host not allowed, or malformed).
    case refusedURL(url: String, reason: String)
    /// A request header holds a control byte or a malformed name: it is never sent (header injection).
    case refusedHeader(name: String)
    /// The URL or a header (`part`) is longer than ``HTTPRequest/maxURLBytes`` or
    /// ``HTTPRequest/maxHeaderBytes`` (`limit`): the request is never sent.
    case requestTooLong(part: String, limit: Int)
    /// No network, name resolution failed, or the server could not be reached.
    case offline(detail: String)
    /// The connection broke mid-transfer (reset, empty reply, truncated body).
    case connectionLost(detail: String)
    /// The connect timeout, total timeout or low-speed limit was hit.
    case timeout
    /// The body exceeded the request's `maxBodyBytes`.
    case tooLarge(limit: Int)
    /// TLS handshake or certificate verification failed while talking to `host`.
    case tls(host: String, detail: String)
    /// The transfer was aborted because the client shut down.
    case cancelled
    /// Any other libcurl failure.
    case other(code: Int, detail: String)

    /// True when retrying later might succeed because the network, not the request, failed.
    public var isNetworkFailure: Bool {
        switch self {
        case .offline, .connectionLost, .timeout: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .refusedURL(let url, let reason): "refused URL \(url): \(reason)"
        case .refusedHeader(let name):
            "refused header \(HTTPRequest.printable(name)): control characters or a malformed name"
        case .requestTooLong(let part, let limit): "request not sent: its \(part) is longer than \(limit) bytes"
        case .offline(let detail): "offline: \(detail)"
        case .connectionLost(let detail): "connection lost: \(detail)"
        case .timeout: "timed out"
        case .tooLarge(let limit): "body larger than \(limit) bytes"
        case .tls(let host, let detail): "TLS failure with \(host): \(detail)"
        case .cancelled: "cancelled"
        case .other(let code, let detail): "transfer failed (curl \(code)): \(detail)"
        }
    }
}
