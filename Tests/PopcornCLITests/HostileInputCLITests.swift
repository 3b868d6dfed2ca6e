import Foundation
import TestServerSupport
import XCTest

/// The command line against a hostile server and a careless environment (issue 20): every case ends
/// with exit 0, 1 or 2 and a truthful message, never a trap, and no secret is ever shown.
final class HostileInputCLITests: XCTestCase {
    private var popcorn: PopcornProcess!
    private var server: TestServer!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    override func tearDown() {
        server?.stop()
    }

    private func start(token: String = "test-token") throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "test-token"])
        popcorn.environment["TMDB_API_TOKEN"] = token
        popcorn.environment["POPCORN_TMDB_API_URL"] = server.baseURL + "/3"
    }

    private func requestCount() throws -> Int {
        let object = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any]
        return object?["count"] as? Int ?? -1
    }

    private func error(
        of result: PopcornProcess.Result, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> [String: Any] {
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr, file: file, line: line)
        return try XCTUnwrap(try result.json()["error"] as? [String: Any], file: file, line: line)
    }

    func testATokenWithALineBreakIsRefusedBeforeAnyRequest() throws {
        try start(token: "test-token\r\nX-Injected: 1")
        let error = try error(of: try popcorn.run("dump", "movie/100"))
        XCTAssertEqual(error["kind"] as? String, "configuration")
        XCTAssertTrue((error["message"] as? String ?? "").contains("control character"), "\(error)")
        XCTAssertEqual(try requestCount(), 0, "no request was made with the injected header")
    }

    func testAFailedWriteToStandardOutputExitsOneWithAMessage() throws {
        for output in [FileHandle(forWritingAtPath: "/dev/full"), nil] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: PopcornProcess.executable)
            process.arguments = ["dump", "--demo", "movie/1"]
            process.environment = popcorn.environment
            let closedPipe = Pipe()
            if let output {
                process.standardOutput = output
            } else {
                try closedPipe.fileHandleForReading.close()
                process.standardOutput = closedPipe
            }
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "no crash: \(stderr)")
            XCTAssertEqual(process.terminationStatus, 1, stderr)
            XCTAssertTrue(stderr.contains("cannot write to standard output"), stderr)
        }
    }

    func testDumpPrintsExactlyOneJSONDocumentWhateverTheLogSettings() throws {
        try start()
        popcorn.environment["G_MESSAGES_DEBUG"] = "all"
        let result = try popcorn.run("dump", "movie/100")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try result.json()["title"] as? String, "Harbour of Glass", "stdout: \(result.stdout)")
        XCTAssertTrue(result.stderr.contains("GET "), "the debug lines went to stderr: \(result.stderr)")
    }

    /// https to a plain-http server, and a self-signed certificate: `tls`, not offline, never retried.
    func testTLSFailuresAreReportedAsNotSecureNotOffline() throws {
        try start()
        let folder = URL(fileURLWithPath: popcorn.home)
        let tls = try SelfSignedCertificate(in: folder)
        let selfSigned = try TestServer(
            script: "Tests/Support/image_server.py", arguments: ["--tls", tls.certificate, tls.key])
        defer { selfSigned.stop() }
        for port in [server.port, selfSigned.port] {
            popcorn.environment["POPCORN_TMDB_API_URL"] = "https://127.0.0.1:\(port)/3"
            let started = Date()
            let error = try error(of: try popcorn.run("dump", "movie/100"))
            XCTAssertEqual(error["kind"] as? String, "tls")
            XCTAssertEqual(error["isRetryable"] as? Bool, false)
            let message = error["message"] as? String ?? ""
            XCTAssertTrue(message.contains("127.0.0.1") && message.contains("not secure"), message)
            XCTAssertLessThan(Date().timeIntervalSince(started), 1.4, "no retry waits (0.5 s, then 1 s)")
        }
    }

    func testAnAPIURLWithoutAHostIsAConfigurationError() throws {
        try start()
        for url in ["https:///3", "https://api.example.com:99999/3"] {
            popcorn.environment["POPCORN_TMDB_API_URL"] = url
            let error = try error(of: try popcorn.run("dump", "movie/100"))
            XCTAssertEqual(error["kind"] as? String, "configuration")
            XCTAssertTrue((error["message"] as? String ?? "").contains("POPCORN_TMDB_API_URL"), "\(error)")
        }
    }

    func testUserinfoAndTheAPIKeyAreNeverShownLoggedTracedOrCached() throws {
        try start()
        popcorn.environment["TMDB_API_TOKEN"] = nil
        popcorn.environment["TMDB_API_KEY"] = "test-token"
        popcorn.environment["G_MESSAGES_DEBUG"] = "all"
        let trace = popcorn.home + "/trace.jsonl"
        popcorn.environment["POPCORN_TRACE"] = trace
        popcorn.environment["POPCORN_TMDB_API_URL"] = "http://user:sekrit@127.0.0.1:\(server.port)/3"
        let served = try popcorn.run("dump", "movie/100")
        XCTAssertEqual(served.status, 0, served.stderr)
        XCTAssertTrue(served.stderr.contains("REDACTED"), served.stderr)
        popcorn.environment["POPCORN_TMDB_API_URL"] = "https://user:sekrit@/3"
        let refused = try popcorn.run("dump", "movie/100")
        XCTAssertEqual(refused.status, 1, refused.stderr)
        var everything = served.stdout + served.stderr + refused.stdout + refused.stderr
        everything += String(decoding: try Data(contentsOf: URL(fileURLWithPath: trace)), as: UTF8.self)
        for suffix in ["", "-wal"] {
            everything += String(
                decoding: (try? Data(contentsOf: URL(fileURLWithPath: popcorn.cacheFile + suffix))) ?? Data(),
                as: UTF8.self)
        }
        XCTAssertFalse(everything.contains("sekrit"), "the URL's password is never shown")
        XCTAssertFalse(everything.contains("test-token"), "the API key is never shown")
    }
}
