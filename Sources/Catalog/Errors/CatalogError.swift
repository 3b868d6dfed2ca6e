import Localization

/// Every failure a repository reports, with a message a user understands.
public enum CatalogError: Error, Sendable, Hashable {
    /// The TMDb credential was rejected (HTTP 401).
    case unauthorised
    /// The title, season, episode or person does not exist (HTTP 404).
    case notFound
    /// TMDb asked us to slow down (HTTP 429); seconds to wait when it said.
    case rateLimited(retryAfter: Int?)
    /// TMDb failed (HTTP 5xx, or another unexpected status: a redirect, which Popcorn never follows, among them).
    case server(status: Int)
    /// TMDb refused the request itself (its `status_code`, 0 when it gave none): invalid parameters, an
    /// unsupported method or format… Trying again sends the same request, so it is not retried.
    case refused(code: Int)
    /// Signing in to TMDb did not (yet) succeed: see ``SignInProblem``.
    case signIn(SignInProblem)
    /// No connection, DNS failure, timeout.
    case offline
    /// The connection to `host` is not secure: its certificate or the TLS handshake failed (never retried).
    case tls(host: String)
    /// The response could not be read.
    case decoding(String)
    /// A local database or file could not be used.
    case storage(String)
    /// The configuration is invalid (e.g. a refused API URL override).
    case configuration(String)
    /// The reading task was cancelled (what a typed read throws for a `CancellationError`); never shown: a
    /// cancelled page load sends nothing.
    case cancelled

    /// Stable name used by `popcorn dump` ("notFound", "unauthorised", …).
    public var kindName: String {
        switch self {
        case .unauthorised: "unauthorised"
        case .notFound: "notFound"
        case .rateLimited: "rateLimited"
        case .server: "server"
        case .refused: "refused"
        case .signIn: "signIn"
        case .offline: "offline"
        case .tls: "tls"
        case .decoding: "decoding"
        case .storage: "storage"
        case .configuration: "configuration"
        case .cancelled: "cancelled"
        }
    }

    /// Whether trying again may help (drives the Retry button).
    public var isRetryable: Bool {
        switch self {
        case .server(let status): !(300..<500).contains(status)
        case .rateLimited, .offline, .cancelled: true
        case .unauthorised, .notFound, .refused, .signIn, .tls, .decoding, .storage, .configuration: false
        }
    }

    /// A short, translated explanation for the user.
    public var userMessage: String {
        switch self {
        case .unauthorised:
            tr("The TMDb credential was rejected. Check the API token in Preferences.")
        case .notFound:
            tr("This page does not exist on TMDb.")
        case .rateLimited:
            tr("TMDb is receiving too many requests. Try again in a moment.")
        case .server(let status) where (300..<400).contains(status):
            tr("TMDb answered with a redirect, which Popcorn does not follow. Check the TMDb API address.")
        case .server:
            tr("TMDb is having problems right now. Try again later.")
        case .refused(let code) where code > 0:
            String(format: tr("TMDb refused the request (TMDb error %d)."), code)
        case .refused:
            tr("TMDb refused the request.")
        case .signIn(let problem):
            problem.userMessage
        case .offline:
            tr("You appear to be offline. Check your connection and try again.")
        case .tls(let host):
            String(
                format: tr(
                    "The connection to %@ is not secure: its certificate or encryption could not be verified, so Popcorn did not use it."
                ),
                host)
        case .decoding:
            tr("TMDb sent a response Popcorn could not read.")
        case .storage:
            tr("Popcorn could not read or write its data on disk.")
        case .configuration(let detail):
            detail
        case .cancelled:
            tr("The request was cancelled.")
        }
    }
}

extension CatalogError {
    /// The one rule for an error nobody typed: a `CatalogError` stays as it is, a `CancellationError` is
    /// `.cancelled`; anything else becomes `.storage`. Errors are typed where they arise (libcurl's by
    /// `HTTPTMDbTransport.map`, SQLite's by the library and the cache), so what arrives here untyped is a
    /// local failure (a file, the keyring), never taken for a network one.
    public init(_ error: any Error) {
        if let catalogError = error as? CatalogError {
            self = catalogError
        } else if error is CancellationError {
            self = .cancelled
        } else {
            self = .storage(String(describing: error))
        }
    }
}
