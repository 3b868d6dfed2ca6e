import CCurlShim
import Foundation
import HTTP
import TestServerSupport
import XCTest

/// libcurl is loaded by the first request, not at exec nor by the app's start path (clients made, the API URL
/// checked): checked in a new process of this test binary, where no other test has sent anything.
final class LazyLibcurlTests: XCTestCase {
    private static let childVariable = "POPCORN_LAZY_LIBCURL_CHILD"

    func testLibcurlIsMappedOnlyOnceARequestIsSent() throws {
        let process = Process()
        process.executableURL = URL(
            fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["HTTPTests.LazyLibcurlTests/testInANewProcess"]
        process.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text)
    }

    /// Run by the test above in its own process (skipped otherwise).
    func testInANewProcess() async throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment[Self.childVariable] == "1", "run in a new process")
        XCTAssertFalse(popcorn_curl_is_mapped(), "libcurl is not mapped at exec")
        let server = try TestServer(script: "Tests/Support/image_server.py")
        defer { server.stop() }
        let policy = URLPolicy(allowsLoopbackHTTP: true)
        let client = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: policy))
        _ = try URLPolicy.strict.check("https://api.themoviedb.org/3")
        _ = try policy.check(server.baseURL + "/3")
        XCTAssertFalse(popcorn_curl_is_mapped(), "nor by making a client and checking the API URLs")
        let response = try await client.send(HTTPRequest(url: server.baseURL + "/status/200"))
        XCTAssertEqual(response.status, 200)
        XCTAssertTrue(popcorn_curl_is_mapped(), "the first request loaded libcurl")
    }
}
