import Foundation
import HTTP
import TestServerSupport
import XCTest

/// Requests too long to send are refused before libcurl sees them, and a request's total timeout holds
/// in every transfer state (issue 32: a 1 MiB request, and every later one to its host, hung forever).
/// Each call runs under a time limit of its own, so a regression fails instead of hanging the suite.
final class RequestLimitTests: XCTestCase {
    private var server: TestServer!
    private var client: HTTPClient!

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/image_server.py")
        client = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: URLPolicy(allowsLoopbackHTTP: true)))
    }

    override func tearDown() {
        client = nil
        server.stop()
    }

    /// libcurl 7.88 failed a 1,049,000-byte query while building the request ("Out of memory") and left its
    /// connection waiting for an answer that never came: the retry, and every later request to the host,
    /// hung past its timeout.
    func testAQueryOfAMebibyteIsRefusedAtOnceAndTheHostStaysUsable() async throws {
        let client = self.client!
        let base = server.baseURL
        let started = ContinuousClock.now
        for _ in 0..<2 {
            do {
                _ = try await withTimeLimit(.seconds(10)) {
                    try await client.send(
                        HTTPRequest(
                            url: base + "/echo?q=" + String(repeating: "a", count: 1_049_000),
                            timeout: .seconds(2)))
                }
                XCTFail("a URL of a mebibyte was sent")
            } catch let error as HTTPError {
                XCTAssertEqual(error, .requestTooLong(part: "URL", limit: HTTPRequest.maxURLBytes))
                XCTAssertFalse(error.isNetworkFailure, "sending it again cannot help")
            }
        }
        let response = try await withTimeLimit(.seconds(10)) {
            try await client.send(HTTPRequest(url: base + "/echo", timeout: .seconds(2)))
        }
        XCTAssertEqual(response.status, 200)
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2))
        XCTAssertEqual(try server.counter("total"), 1, "only the short request reached the server")
    }

    func testAURLOfExactlyTheLimitIsSentAndOneByteMoreIsNot() async throws {
        let client = self.client!
        let prefix = server.baseURL + "/echo?q="
        let longest = prefix + String(repeating: "a", count: HTTPRequest.maxURLBytes - prefix.utf8.count)
        let sent = try await withTimeLimit(.seconds(10)) { try await client.send(HTTPRequest(url: longest)) }
        XCTAssertEqual(sent.status, 200)
        do {
            _ = try await withTimeLimit(.seconds(10)) { try await client.send(HTTPRequest(url: longest + "a")) }
            XCTFail("a URL over the limit was sent")
        } catch let error as HTTPError {
            XCTAssertEqual(error, .requestTooLong(part: "URL", limit: HTTPRequest.maxURLBytes))
        }
        XCTAssertEqual(try server.counter("total"), 1)
    }

    /// A saved token of a mebibyte made an `Authorization` header of the same size: the same hang.
    func testAHeaderOfAMebibyteIsRefusedWithoutShowingItsValue() async throws {
        let client = self.client!
        let base = server.baseURL
        let secret = String(repeating: "s3cret", count: 200_000)
        do {
            _ = try await withTimeLimit(.seconds(10)) {
                try await client.send(HTTPRequest(url: base + "/echo", headers: ["Authorization": "Bearer \(secret)"]))
            }
            XCTFail("a header of a mebibyte was sent")
        } catch let error as HTTPError {
            XCTAssertEqual(error, .requestTooLong(part: "header Authorization", limit: HTTPRequest.maxHeaderBytes))
            XCTAssertFalse(error.description.contains("s3cret"), error.description)
        }
        XCTAssertEqual(try server.counter("total"), 0, "nothing reached the network")
        XCTAssertEqual(client.statistics.submitted, 0)
    }

    /// An HTTPS transfer waits for a connection another transfer is still setting up (it may multiplex):
    /// libcurl 7.88 keeps it pending past its own `CURLOPT_TIMEOUT`, until the other one ends. The client's
    /// deadline ends it on time.
    func testTheTotalTimeoutHoldsWhileATransferWaitsForAnotherOnesConnection() async throws {
        let listener = try SilentListener()
        let client = HTTPClient()
        let url = "https://127.0.0.1:\(listener.port)/"
        let first = Task { try await client.send(HTTPRequest(url: url, timeout: .seconds(8))) }
        defer { first.cancel() }
        for _ in 0..<500 where client.statistics.started == 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        // The first transfer's TCP connection is open and its TLS handshake is waiting for an answer.
        try await Task.sleep(for: .milliseconds(300))
        let started = ContinuousClock.now
        do {
            _ = try await withTimeLimit(.seconds(20)) {
                try await client.send(HTTPRequest(url: url, timeout: .milliseconds(300)))
            }
            XCTFail("a server that never answers answered")
        } catch let error as HTTPError {
            XCTAssertEqual(error, .timeout)
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2), "300 ms allowed, not the first transfer's 8 s")
    }
}

/// A call that outlived the time limit of `withTimeLimit`.
struct TimeLimitExceeded: Error, CustomStringConvertible {
    let limit: Duration
    var description: String { "still running after \(limit)" }
}

/// The result of `body`, or `TimeLimitExceeded` (and `body` cancelled) when it runs longer than `limit`.
func withTimeLimit<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let result = first else { throw TimeLimitExceeded(limit: limit) }
        return result
    }
}
