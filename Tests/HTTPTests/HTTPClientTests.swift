import Foundation
import HTTP
import TestServerSupport
import XCTest

final class HTTPClientTests: XCTestCase {
    private var server: TestServer!
    private var client: HTTPClient!

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/image_server.py")
        client = HTTPClient(
            configuration: HTTPClientConfiguration(
                urlPolicy: URLPolicy(allowsLoopbackHTTP: true, allowsFileURLs: true)))
    }

    override func tearDown() {
        client = nil
        server.stop()
    }

    private func url(_ path: String) -> String { server.baseURL + path }

    func testStatusHeadersAndBody() async throws {
        let response = try await client.send(HTTPRequest(url: url("/status/418")))
        XCTAssertEqual(response.status, 418)
        XCTAssertEqual(response.header("X-Test"), "yes")
        XCTAssertEqual(response.header("content-type"), "text/plain")
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "status 418")
        XCTAssertFalse(response.isSuccess)
    }

    func testSendsUserAgentAcceptEncodingAndHeaders() async throws {
        let request = HTTPRequest(url: url("/echo"), headers: ["Authorization": "Bearer secret-token"])
        let response = try await client.send(request)
        let echoed = try XCTUnwrap(JSONSerialization.jsonObject(with: response.body) as? [String: String])
        XCTAssertEqual(echoed["user-agent"], "Popcorn/0.1.0 (io.github.popcorn.Popcorn)")
        XCTAssertTrue(echoed["accept-encoding"]?.contains("gzip") == true)
        XCTAssertEqual(echoed["authorization"], "Bearer secret-token")
    }

    /// "\r\n" is one Swift Character: a filter on Characters let it through and added a header (issue 20).
    func testHeadersWithControlBytesAreRefusedBeforeAnyRequest() async throws {
        for headers in [
            ["Authorization": "Bearer good\r\nX-Injected: 1"], ["Authorization": "Bearer a\nb"],
            ["Authorization": "Bearer nul\u{0}"], ["X-Bad\r\nName": "v"], ["": "v"],
        ] {
            do {
                _ = try await client.send(HTTPRequest(url: url("/echo"), headers: headers))
                XCTFail("\(headers) must be refused")
            } catch let error as HTTPError {
                guard case .refusedHeader = error else { return XCTFail("\(error)") }
                XCTAssertFalse(error.description.contains("\r\n"), error.description)
            }
        }
        XCTAssertEqual(client.statistics.submitted, 0, "nothing reached the network")
        let tab = try await client.send(HTTPRequest(url: url("/echo"), headers: ["X-Tab": "a\tb"]))
        XCTAssertEqual(tab.status, 200)
    }

    func testPostSendsItsBody() async throws {
        let receiver = try TestServer(script: "Tests/Support/otlp_receiver.py")
        defer { receiver.stop() }
        let body = Data(#"{"resourceSpans": [], "text": "\#(String(repeating: "x", count: 5000))"}"#.utf8)
        let response = try await client.send(
            HTTPRequest(
                url: receiver.baseURL + "/v1/traces", method: .post,
                headers: ["Content-Type": "application/json"], body: body))
        XCTAssertEqual(response.status, 200)
        let received = try XCTUnwrap(try receiver.receivedRequests().first)
        XCTAssertEqual(received["path"] as? String, "/v1/traces")
        XCTAssertEqual(received["contentType"] as? String, "application/json")
        let echoed = try XCTUnwrap(received["body"] as? [String: Any])
        XCTAssertEqual((echoed["text"] as? String)?.count, 5000, "the whole body arrived")
    }

    func testGzipBodyIsDecoded() async throws {
        let response = try await client.send(HTTPRequest(url: url("/gzip")))
        XCTAssertEqual(response.header("content-encoding"), "gzip")
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), String(repeating: "hello gzip ", count: 200))
    }

    func testRefusedURLsNeverReachTheNetwork() async throws {
        let strict = HTTPClient()
        let loopback = HTTPClient(
            configuration: HTTPClientConfiguration(
                urlPolicy: URLPolicy(allowsLoopbackHTTP: true)))
        let cases: [(HTTPClient, String)] = [
            (strict, url("/echo")),
            (strict, "http://example.com/"),
            (loopback, "http://10.1.2.3:\(server.port)/echo"),
            (loopback, "http://example.com/"),
            (loopback, "ftp://127.0.0.1/file"),
            (loopback, "file:///etc/hostname"),
            (strict, "gopher://127.0.0.1/"),
            (strict, "not a url"),
        ]
        for (client, address) in cases {
            do {
                _ = try await client.send(HTTPRequest(url: address))
                XCTFail("\(address) was not refused")
            } catch let error as HTTPError {
                guard case .refusedURL = error else { return XCTFail("\(address): \(error)") }
            }
        }
        XCTAssertEqual(try server.counter("total"), 0)
    }

    func testRefusedURLMessageRedactsCredentials() throws {
        XCTAssertThrowsError(try URLPolicy.strict.check("http://example.com/3/movie?api_key=abc123&page=2")) { error in
            let text = String(describing: error)
            XCTAssertFalse(text.contains("abc123"), text)
            XCTAssertTrue(text.contains("api_key=REDACTED&page=2"), text)
        }
    }

    func testLoopbackHostsAllowedOnlyWhenEnabled() throws {
        let policy = URLPolicy(allowsLoopbackHTTP: true)
        for host in ["127.0.0.1:8080", "[::1]:8080", "localhost"] {
            XCTAssertEqual(try policy.check("http://\(host)/x").scheme, .http, host)
            XCTAssertThrowsError(try URLPolicy.strict.check("http://\(host)/x"), host)
        }
        XCTAssertEqual(try URLPolicy.strict.check("https://image.tmdb.org/t/p/w185/a.jpg").host, "image.tmdb.org")
    }

    func testFileURLs() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-http-\(UUID()).txt")
        try Data("demo".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let found = try await client.send(HTTPRequest(url: file.absoluteString))
        XCTAssertEqual(found.status, 200)
        XCTAssertEqual(String(decoding: found.body, as: UTF8.self), "demo")
        let missing = try await client.send(HTTPRequest(url: file.absoluteString + ".missing"))
        XCTAssertEqual(missing.status, 404)
    }

    func testTimeout() async throws {
        let request = HTTPRequest(url: url("/bytes/10?delay=3000"), timeout: .milliseconds(300))
        do {
            _ = try await client.send(request)
            XCTFail("expected a timeout")
        } catch let error as HTTPError {
            XCTAssertEqual(error, .timeout)
            XCTAssertTrue(error.isNetworkFailure)
        }
    }

    func testConnectionRefusedIsOffline() async throws {
        do {
            _ = try await client.send(HTTPRequest(url: "http://127.0.0.1:1/"))
            XCTFail("expected a failure")
        } catch let error as HTTPError {
            guard case .offline = error else { return XCTFail("\(error)") }
        }
    }

    func testBodyCap() async throws {
        let request = HTTPRequest(url: url("/bytes/5000"), maxBodyBytes: 1000)
        do {
            _ = try await client.send(request)
            XCTFail("expected tooLarge")
        } catch let error as HTTPError {
            XCTAssertEqual(error, .tooLarge(limit: 1000))
        }
        let small = try await client.send(HTTPRequest(url: url("/bytes/1000"), maxBodyBytes: 1000))
        XCTAssertEqual(small.body.count, 1000)
    }

    func testCancellationStopsTheTransfer() async throws {
        let client = self.client!
        let request = HTTPRequest(url: url("/bytes/400000?drip=20"))
        let task = Task { try await client.send(request) }
        try await waitUntil { try self.server.counter("inflight") == 1 }
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        try await waitUntil { try self.server.counter("aborted") == 1 }
        XCTAssertEqual(try server.counter("inflight"), 0)
    }

    func testAlreadyCancelledTaskSendsNothing() async throws {
        let client = self.client!
        let request = HTTPRequest(url: url("/echo"))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(request)
        }
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertEqual(try server.counter("total"), 0)
    }

    func testAtMostSixConcurrentTransfersPerHost() async throws {
        let client = self.client!
        let base = server.baseURL
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<14 {
                group.addTask { try await client.send(HTTPRequest(url: "\(base)/bytes/\(index + 1)?delay=600")).status }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        XCTAssertEqual(statuses, Array(repeating: 200, count: 14))
        let peak = try server.counter("peak")
        XCTAssertLessThanOrEqual(peak, 6)
        XCTAssertGreaterThan(peak, 1)
        XCTAssertEqual(client.statistics.peakPerHost, 6)
    }

    func testQueuedRequestsStartByPriority() async throws {
        let client = HTTPClient(
            configuration: HTTPClientConfiguration(
                urlPolicy: URLPolicy(allowsLoopbackHTTP: true), maxConcurrentPerHost: 1))
        let base = server.baseURL
        let blocker = Task { try await client.send(HTTPRequest(url: "\(base)/bytes/1?delay=500")) }
        try await waitUntil { try self.server.counter("inflight") == 1 }
        let low = Task { try await client.send(HTTPRequest(url: "\(base)/bytes/2", priority: -1)) }
        try await waitUntil { client.statistics.submitted == 2 }
        let high = Task { try await client.send(HTTPRequest(url: "\(base)/bytes/3", priority: 5)) }
        for task in [blocker, low, high] { _ = try await task.value }
        let order = try server.stats()["order"] as? [String] ?? []
        XCTAssertEqual(order, ["/bytes/1?delay=500", "/bytes/3", "/bytes/2"])
    }

    func testSequentialRequestsReuseOneConnection() async throws {
        for index in 0..<5 {
            let response = try await client.send(HTTPRequest(url: url("/bytes/\(index + 1)")))
            XCTAssertEqual(response.body.count, index + 1)
        }
        // One connection from the client plus the one reading the counters.
        XCTAssertEqual(try server.counter("connections"), 2)
    }

    func testLogLinesNeverContainHeadersOrKeys() async throws {
        let lines = LogLines()
        let client = HTTPClient(
            configuration: HTTPClientConfiguration(
                urlPolicy: URLPolicy(allowsLoopbackHTTP: true), log: { lines.append($0) }))
        _ = try await client.send(
            HTTPRequest(url: url("/echo?api_key=k3y"), headers: ["Authorization": "Bearer s3cret"]))
        let logged = lines.all.joined(separator: "\n")
        XCTAssertTrue(logged.contains("/echo?api_key=REDACTED"), logged)
        XCTAssertFalse(logged.contains("s3cret"))
        XCTAssertFalse(logged.contains("k3y"))
    }

    /// Polls `condition` (the server's counters change asynchronously).
    private func waitUntil(_ condition: @escaping () throws -> Bool) async throws {
        for _ in 0..<3000 {
            if try condition() { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        XCTFail("condition never became true")
    }
}

/// Thread-safe collector of log lines.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
