import Foundation
import TestServerSupport
import XCTest

/// The token saved in the preferences (here the 0600 file of a session without keyring) is used when no
/// credential is in the environment; the environment still wins.
final class SavedTokenTests: XCTestCase {
    func testDumpUsesTheSavedTokenUnlessTheEnvironmentHasOne() throws {
        var popcorn = try PopcornProcess(self)
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "saved-token"])
        defer { server.stop() }
        popcorn.environment["POPCORN_TMDB_API_URL"] = server.baseURL + "/3"

        let folder = popcorn.home + "/data/io.github.popcorn.Popcorn"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: folder + "/tmdb-token", contents: Data("saved-token".utf8),
                attributes: [.posixPermissions: 0o600]))

        let saved = try popcorn.run("dump", "movie/100")
        XCTAssertEqual(saved.status, 0, saved.stdout + saved.stderr)
        XCTAssertEqual(try saved.json()["status"] as? String, "ready")

        popcorn.environment["TMDB_API_TOKEN"] = "environment-token"
        let overridden = try popcorn.run("dump", "movie/101")
        XCTAssertEqual(try overridden.json()["status"] as? String, "error", "the environment's (wrong) token wins")

        let log = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any] ?? [:]
        let authorizations = (log["requests"] as? [[String: Any]] ?? []).compactMap { $0["authorization"] as? String }
        XCTAssertEqual(authorizations.first, "Bearer saved-token")
        XCTAssertEqual(authorizations.last, "Bearer environment-token")
    }
}
