import AppEnvironment
import Foundation
import XCTest

/// The app's own TMDb token: the debug builds' stand-in for the tests, and the script the builds use to
/// write the token where `-DPOPCORN_BUILTIN_TOKEN` compiles it in (never printing it).
final class BuiltInTokenTests: XCTestCase {
    private let root = NSTemporaryDirectory() + "popcorn-builtin-token-\(UUID().uuidString)"
    private var generated: String { root + "/Sources/AppEnvironment/BuiltInToken.generated.swift" }

    override func setUpWithError() throws {
        try FileManager.default.createDirectory(
            atPath: root + "/Sources/AppEnvironment", withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testDebugBuildsReadTheStandInAndAnEmptyOneMeansNone() {
        XCTAssertEqual(BuiltInToken.value(environment: [BuiltInToken.testVariable: "eyJ.test"]), "eyJ.test")
        XCTAssertNil(BuiltInToken.value(environment: [BuiltInToken.testVariable: ""]))
        XCTAssertNil(BuiltInToken.value(environment: [:]), "the test build has no token of its own")
    }

    /// Runs build-aux/write-builtin-token.sh for `root` with `token` in its environment; (status, stderr).
    private func writeToken(_ token: String?) throws -> (Int32, String) {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("build-aux/write-builtin-token.sh").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = [root]
        process.environment = ["PATH": "/usr/bin:/bin"].merging(
            token.map { ["POPCORN_BUILD_TMDB_API_TOKEN": $0] } ?? [:]
        ) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus,
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        )
    }

    func testTheScriptWritesTheTokenForTheFlagOnlyReadableByTheUser() throws {
        let (status, output) = try writeToken("eyJhbGciOiJIUzI1NiJ9.abc-_9")
        XCTAssertEqual(status, 0)
        XCTAssertEqual(output, "")
        let text = try String(contentsOfFile: generated, encoding: .utf8)
        XCTAssertTrue(
            text.contains(
                "#if POPCORN_BUILTIN_TOKEN\nlet generatedBuiltInToken = \"eyJhbGciOiJIUzI1NiJ9.abc-_9\"\n#endif"))
        let mode = try FileManager.default.attributesOfItem(atPath: generated)[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600)

        XCTAssertEqual(try writeToken(nil).0, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: generated), "a build without the token removes it")
    }

    func testATokenThatIsNoReadAccessTokenIsRefusedWithoutPrintingIt() throws {
        let (status, output) = try writeToken("secret\"; fatalError(\"")
        XCTAssertEqual(status, 2)
        XCTAssertTrue(output.contains("is not a TMDb API Read Access Token"))
        XCTAssertFalse(output.contains("secret"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: generated))
    }
}
