import Foundation

@testable import TMDb

/// A transport that answers from a script of responses (or thrown errors) and records every request.
/// Used for decoding and mapping tests; the HTTP path is tested against the fake server.
final class ScriptedTransport: TMDbTransport, @unchecked Sendable {
    enum Step {
        case respond(Int, [String: String], String)
        case fail(any Error)
    }

    private let lock = NSLock()
    private var steps: [Step]
    private var recorded: [TMDbRequest] = []

    init(_ steps: [Step]) {
        self.steps = steps
    }

    static func json(_ body: String) -> ScriptedTransport { ScriptedTransport([.respond(200, [:], body)]) }

    var requests: [TMDbRequest] { lock.withLock { recorded } }

    func send(_ request: TMDbRequest) async throws -> TMDbResponse {
        let step: Step = lock.withLock {
            recorded.append(request)
            return steps.count > 1 ? steps.removeFirst() : steps[0]
        }
        switch step {
        case .respond(let status, let headers, let body):
            return TMDbResponse(status: status, headers: headers, body: Data(body.utf8))
        case .fail(let error):
            throw error
        }
    }
}

/// Records the waits a retry policy asks for instead of sleeping.
final class RecordedSleeps: @unchecked Sendable {
    private let lock = NSLock()
    private var waits: [Double] = []

    var values: [Double] { lock.withLock { waits } }

    var policy: RetryPolicy {
        RetryPolicy { [self] seconds in lock.withLock { waits.append(seconds) } }
    }
}
