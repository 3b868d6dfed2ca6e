import Catalog
import Foundation
import Synchronization

/// The TMDb API: builds requests (credential, language), sends them through a transport, retries 429, 5xx
/// and network failures, maps statuses to `CatalogError` and decodes tolerant DTOs into domain models.
public struct TMDbClient: Sendable {
    public let transport: any TMDbTransport
    public let credential: TMDbCredential?
    /// Sent as `language` ("de-DE").
    public let language: String
    /// Where images live and which sizes exist: TMDb's documented default until `useImages` gives the
    /// configuration TMDb announced (copies of the client share it).
    public var images: TMDbImageConfiguration { imageConfiguration.withLock { $0 } }
    private let imageConfiguration: SharedImageConfiguration
    public let retry: RetryPolicy

    /// The region of the language ("de-DE" → "DE"), used for certifications and where to watch; "US" when the
    /// language names none.
    public var region: String { TMDbLanguage.region(of: language) }

    public init(
        transport: any TMDbTransport, credential: TMDbCredential?, language: String = TMDbLanguage.fallback,
        images: TMDbImageConfiguration = .tmdb, retry: RetryPolicy = .standard
    ) {
        self.transport = transport
        self.credential = credential
        self.language = language
        imageConfiguration = SharedImageConfiguration(images)
        self.retry = retry
    }

    /// Builds image URLs from `images` from now on (e.g. the configuration fetched from `/configuration`).
    public func useImages(_ images: TMDbImageConfiguration) {
        imageConfiguration.withLock { $0 = images }
    }

    /// Sends GET `path`?`query` (with the language) and decodes the body as `T`: the one request a catalog
    /// resource's fetch makes (``CatalogResource/fetch(from:)``; the demo catalog answers the same requests).
    func get<T: Decodable>(_ type: T.Type, _ path: String, _ query: [QueryItem] = []) async throws(CatalogError) -> T {
        var request = TMDbRequest(
            path: path, query: query + [QueryItem("language", language)],
            headers: ["Accept": "application/json"])
        credential?.authorize(&request)
        let response: TMDbResponse
        do {
            response = try await sendWithRetries(request)
        } catch {
            throw CatalogError(error)
        }
        return try decode(T.self, from: response.body, status: response.status)
    }

    /// The value of `resource` straight from TMDb (or the demo catalog), without the cache: what the
    /// cache-first reader asks on a miss; tests and tools ask it directly.
    public func fetch<Resource: CatalogResource>(_ resource: Resource) async throws(CatalogError) -> Resource.Value
    where Resource.Remote == TMDbClient {
        try await resource.fetch(from: self)
    }

    /// Sends `request`, retrying within `retry.totalTime`: each attempt may take only the time left.
    func sendWithRetries(_ request: TMDbRequest) async throws -> TMDbResponse {
        let clock = ContinuousClock()
        let deadline = clock.now + retry.totalTime
        var attempt = 1
        while true {
            let failure: CatalogError
            var retryAfter: Int?
            do {
                var attemptRequest = request
                attemptRequest.timeout = deadline - clock.now
                let response = try await transport.send(attemptRequest)
                if (200..<300).contains(response.status) { return response }
                failure = Self.error(for: response)
                if case .rateLimited(let seconds) = failure { retryAfter = seconds }
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                failure = CatalogError(error)
            }
            let delay = retry.delay(afterAttempt: attempt, retryAfter: retryAfter)
            guard Self.shouldRetry(failure), attempt < retry.maxAttempts,
                clock.now + .milliseconds(Int(delay * 1000)) < deadline
            else { throw failure }
            try await retry.sleep(delay)
            attempt += 1
        }
    }

    /// Retried: 429, 5xx and network failures; nothing else.
    static func shouldRetry(_ error: CatalogError) -> Bool {
        switch error {
        case .rateLimited, .offline: true
        case .server(let status): status >= 500
        default: false
        }
    }

    /// The typed error for a non-2xx response: by TMDb's `status_code` when the body carries a code of its
    /// errors table (https://developer.themoviedb.org/docs/errors), else by the HTTP status. A redirect
    /// (3xx) is never followed: it is a server error whose message says so.
    static func error(for response: TMDbResponse, now: Date = Date()) -> CatalogError {
        let answer = TMDbStatusAnswer(body: response.body)
        let mapped = answer?.code.flatMap { TMDbStatusAnswer.error(code: $0, httpStatus: response.status) }
        switch (mapped, response.status) {
        case (.rateLimited, _), (nil, 429):
            return .rateLimited(
                retryAfter: response.headers["retry-after"].flatMap { RetryAfter.seconds($0, now: now) })
        case (let error?, _):
            return error
        case (nil, 401), (nil, 403):
            return .unauthorised
        case (nil, 404):
            return .notFound
        case (nil, 400), (nil, 405), (nil, 406), (nil, 422):
            return .refused(code: 0)
        default:
            return .server(status: response.status)
        }
    }

    /// The error a 2xx body that does not decode stands for: TMDb's status answer with `success: false` and
    /// an error code of its table (some proxies and TMDb's own edge answer errors with 200), else `.decoding`.
    static func error(forUndecodable body: Data, status: Int, detail: String) -> CatalogError {
        if let answer = TMDbStatusAnswer(body: body), answer.success == false,
            let code = answer.code, let error = TMDbStatusAnswer.error(code: code, httpStatus: status)
        {
            return error
        }
        return .decoding(detail)
    }

    func decode<T: Decodable>(_ type: T.Type, from body: Data, status: Int = 200) throws(CatalogError) -> T {
        guard !body.isEmpty else { throw .decoding("empty response body") }
        do {
            return try JSONDecoder().decode(T.self, from: body)
        } catch {
            throw Self.error(forUndecodable: body, status: status, detail: Self.describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "invalid JSON" }
        switch decodingError {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return "invalid JSON"
        }
    }
}

/// The image configuration shared by the copies of a client.
private final class SharedImageConfiguration: Sendable {
    private let value: Mutex<TMDbImageConfiguration>

    init(_ value: TMDbImageConfiguration) {
        self.value = Mutex(value)
    }

    func withLock<T>(_ body: (inout TMDbImageConfiguration) -> T) -> T {
        value.withLock { body(&$0) }
    }
}
