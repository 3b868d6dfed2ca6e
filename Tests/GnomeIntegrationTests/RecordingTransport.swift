import Foundation
import GnomeIntegration
import TMDb

/// A TMDb transport answering with a fixed status and body, recording what it was sent.
final class RecordingTransport: TMDbTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [TMDbRequest] = []
    private let status: Int
    private let body: String
    private let failure: (any Error)?

    init(status: Int, body: String) {
        self.status = status
        self.body = body
        failure = nil
    }

    init(failure: any Error) {
        status = 0
        body = ""
        self.failure = failure
    }

    var requests: [TMDbRequest] { lock.withLock { sent } }

    func send(_ request: TMDbRequest) async throws -> TMDbResponse {
        lock.withLock { sent.append(request) }
        if let failure { throw failure }
        return TMDbResponse(status: status, headers: ["content-type": "application/json"], body: Data(body.utf8))
    }

    static let configurationBody = """
        {"images": {"secure_base_url": "https://image.tmdb.org/t/p/", "base_url": "http://image.tmdb.org/t/p/",
         "poster_sizes": ["w92", "w342", "original"], "backdrop_sizes": ["w780", "original"],
         "still_sizes": ["w300", "original"], "profile_sizes": ["w185", "original"]}, "change_keys": []}
        """
    static let unauthorisedBody = #"{"status_code": 7, "status_message": "Invalid API key.", "success": false}"#

    /// A validator over this transport, without retry delays.
    func validator() -> TokenValidator {
        TokenValidator { credential in
            TMDbClient(
                transport: self, credential: credential,
                retry: RetryPolicy(maxAttempts: 1, sleep: { _ in }))
        }
    }
}
