import CCurlShim
import Foundation
import HTTP
import TestServerSupport
import XCTest

/// libcurl is loaded by the first request, not at exec nor by the app's start path (clients made, the API URL
/// checked): checked in a new process of this test binary, where no other test has sent anything.
final class LazyLibcurlTests: XCTestCase {
    private static let childVariable = "POPCORN_LAZY_LIBCURL_CHILD"

    /// Whether libcurl is mapped into this process now (/proc/self/maps read to its end: the file has no size).
    private static var isLibcurlMapped: Bool {
        let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data()
        return String(decoding: maps, as: UTF8.self).contains("/" + POPCORN_CURL_LIBRARY)
    }

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
        XCTAssertFalse(Self.isLibcurlMapped, "libcurl is not mapped at exec")
        let server = try TestServer(script: "Tests/Support/image_server.py")
        defer { server.stop() }
        let policy = URLPolicy(allowsLoopbackHTTP: true)
        let client = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: policy))
        _ = try URLPolicy.strict.check("https://api.themoviedb.org/3")
        _ = try policy.check(server.baseURL + "/3")
        XCTAssertFalse(Self.isLibcurlMapped, "nor by making a client and checking the API URLs")
        let response = try await client.send(HTTPRequest(url: server.baseURL + "/status/200"))
        XCTAssertEqual(response.status, 200)
        XCTAssertTrue(Self.isLibcurlMapped, "the first request loaded libcurl")
    }
}
