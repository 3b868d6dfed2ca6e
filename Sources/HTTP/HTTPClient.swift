import CCurlShim
import Synchronization

/// Sends HTTP requests; the protocol lets tests and the demo catalog swap the transport.
public protocol HTTPTransport: Sendable {
    /// Performs `request` and returns the complete response. Throws ``HTTPError`` or `CancellationError`.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// The libcurl client: one `curl_multi` handle driven by a dedicated thread (never Swift's cooperative
/// pool), connection reuse, HTTP/2 when offered, compressed responses, timeouts, TLS always verified, at
/// most `maxConcurrentPerHost` transfers per host. URLs and headers longer than servers accept are refused
/// before anything is sent. Cancelling the calling task aborts the transfer. libcurl (and the TLS stack it
/// brings) is loaded and initialised by the first request, not by `init`: the app makes its clients at start,
/// which with warm caches sends nothing (issue 38: the memory after start); a libcurl that cannot be loaded
/// fails each request with ``HTTPError/other(code:detail:)``.
public final class HTTPClient: HTTPTransport {
    public let configuration: HTTPClientConfiguration
    /// Made by the first `send`.
    private let startedEngine = Mutex<CurlEngine?>(nil)

    public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration()) {
        self.configuration = configuration
    }

    deinit {
        startedEngine.withLock { $0?.stop() }
    }

    /// The engine, made by the first call once libcurl is loaded.
    private func engine() throws(HTTPError) -> CurlEngine {
        try startedEngine.withLock { started throws(HTTPError) in
            if let started { return started }
            var loadError: UnsafePointer<CChar>?
            guard popcorn_curl_load(&loadError) else {
                let reason = loadError.map { String(cString: $0) } ?? POPCORN_CURL_LIBRARY
                throw HTTPError.other(code: -1, detail: "libcurl could not be loaded: \(reason)")
            }
            let made = CurlEngine(configuration: configuration)
            started = made
            return made
        }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let target = try configuration.urlPolicy.check(request.url)
        if let name = request.invalidHeaderName { throw HTTPError.refusedHeader(name: name) }
        if let error = request.lengthError { throw error }
        try Task.checkCancellation()
        let transfer = CurlTransfer(
            request: request, scheme: target.scheme, host: target.host,
            configuration: configuration)
        let engine = try engine()
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                transfer.continuation = continuation
                engine.submit(transfer)
            }
        } onCancel: {
            engine.cancel(transfer)
        }
    }

    /// Transfers started so far and the most that ever ran at once for one host (for tests and tools).
    public var statistics: HTTPStatistics { startedEngine.withLock { $0?.statistics } ?? HTTPStatistics() }
}

/// Counters kept by the client.
public struct HTTPStatistics: Sendable, Hashable {
    /// Requests accepted by the URL policy and queued.
    public var submitted = 0
    /// Transfers handed to libcurl.
    public var started = 0
    /// Transfers that ended (any outcome).
    public var finished = 0
    /// Body bytes received (after decoding).
    public var bytesReceived = 0
    /// The most transfers that ever ran at once against a single host.
    public var peakPerHost = 0
}
