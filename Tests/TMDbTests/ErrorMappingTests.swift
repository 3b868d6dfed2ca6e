import Catalog
import XCTest

@testable import TMDb

final class ErrorMappingTests: XCTestCase {
    private struct Unexpected: Error {}

    private func run(_ steps: [ScriptedTransport.Step]) async -> (Result<Movie, CatalogError>, Int, [Double]) {
        let transport = ScriptedTransport(steps)
        let sleeps = RecordedSleeps()
        let client = TMDbClient(transport: transport, credential: .token("t"), retry: sleeps.policy)
        do {
            return (.success(try await client.fetch(MovieResource(id: 1))), transport.requests.count, sleeps.values)
        } catch {
            return (.failure(error), transport.requests.count, sleeps.values)
        }
    }

    private let error34 =
        #"{"status_code": 34, "status_message": "The resource you requested could not be found.", "success": false}"#
    private let okMovie = #"{"id": 1, "title": "Fine"}"#

    func testUnauthorisedIsNotRetried() async {
        let (result, requests, sleeps) = await run([.respond(401, [:], #"{"status_code": 7}"#)])
        XCTAssertEqual(result.failure, .unauthorised)
        XCTAssertEqual(requests, 1)
        XCTAssertEqual(sleeps, [])
    }

    func testNotFoundIsNotRetried() async {
        let (result, requests, _) = await run([.respond(404, [:], error34)])
        XCTAssertEqual(result.failure, .notFound)
        XCTAssertEqual(requests, 1)
    }

    func testRateLimitHonoursRetryAfterCappedAndStopsAtThreeAttempts() async {
        let (result, requests, sleeps) = await run([.respond(429, ["Retry-After": "120"], #"{"status_code": 25}"#)])
        XCTAssertEqual(result.failure, .rateLimited(retryAfter: 120))
        XCTAssertEqual(requests, 3)
        XCTAssertEqual(sleeps, [8, 8])
    }

    func testRateLimitThenSuccessWaitsWhatTheServerSaid() async {
        let (result, requests, sleeps) = await run([
            .respond(429, ["retry-after": "2"], ""), .respond(200, [:], okMovie),
        ])
        XCTAssertEqual(result.success?.title, "Fine")
        XCTAssertEqual(requests, 2)
        XCTAssertEqual(sleeps, [2])
    }

    func testServerErrorsTwiceThenSuccessBacksOff() async {
        let (result, requests, sleeps) = await run([
            .respond(503, [:], ""), .respond(500, [:], ""),
            .respond(200, [:], okMovie),
        ])
        XCTAssertEqual(result.success?.id, 1)
        XCTAssertEqual(requests, 3)
        XCTAssertEqual(sleeps, [0.5, 1.0])
    }

    func testServerErrorThreeTimesFails() async {
        let (result, requests, _) = await run([.respond(500, [:], "")])
        XCTAssertEqual(result.failure, .server(status: 500))
        XCTAssertEqual(requests, 3)
    }

    func testNetworkFailureBecomesOfflineAfterThreeAttempts() async {
        let (result, requests, _) = await run([.fail(HTTPTMDbTransport.map(.connectionLost(detail: "reset")))])
        XCTAssertEqual(result.failure, .offline)
        XCTAssertEqual(requests, 3)
    }

    /// An error nobody typed maps by the one rule, `CatalogError(_:)`, wherever it comes from: the client
    /// does not take it for a network failure (no retry, no “offline”).
    func testAnUnknownErrorMapsTheSameEverywhere() async {
        let (result, requests, _) = await run([.fail(Unexpected())])
        XCTAssertEqual(result.failure, CatalogError(Unexpected()))
        XCTAssertEqual(result.failure?.kindName, "storage")
        XCTAssertEqual(requests, 1, "not retried as if the network had failed")
    }

    func testConfigurationErrorFromTransportIsNotRetried() async {
        let (result, requests, _) = await run([.fail(CatalogError.configuration("refused"))])
        XCTAssertEqual(result.failure, .configuration("refused"))
        XCTAssertEqual(requests, 1)
    }

    func testMalformedEmptyAndWrongShapeBodiesAreDecodingErrors() async {
        for body in ["{\"id\": 1, \"title\": ", "", "[1, 2]", "{\"title\": \"no id\"}"] {
            let (result, requests, _) = await run([.respond(200, [:], body)])
            guard case .decoding = result.failure else { return XCTFail("\(body): \(result)") }
            XCTAssertEqual(requests, 1, "decoding errors are not retried")
        }
    }

    func testOtherClientErrorsAreRefusedRequestsWithoutRetry() async {
        let (result, requests, _) = await run([.respond(422, [:], "{}")])
        XCTAssertEqual(result.failure, .refused(code: 0))
        XCTAssertEqual(result.failure?.isRetryable, false)
        XCTAssertEqual(requests, 1)
    }

    func testEveryErrorHasAUserMessage() {
        let errors: [CatalogError] = [
            .unauthorised, .notFound, .rateLimited(retryAfter: 3), .server(status: 500),
            .server(status: 302), .refused(code: 5), .refused(code: 0),
            .signIn(.notApproved), .signIn(.expired), .signIn(.denied),
            .offline, .decoding("x"),
        ]
        for error in errors { XCTAssertFalse(error.userMessage.isEmpty) }
    }
}

extension Result {
    var success: Success? { if case .success(let value) = self { value } else { nil } }
    var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}
