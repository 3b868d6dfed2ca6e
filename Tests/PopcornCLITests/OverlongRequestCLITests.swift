import Foundation
import TestServerSupport
import XCTest

/// A request of a mebibyte hung the command line forever (issue 32): a saved token file of 1 MiB (the
/// `Authorization` header) and a Letterboxd row naming a film of 1 MiB (the title search's URL). Both end
/// at once with a clear message and nothing sent.
final class OverlongRequestCLITests: XCTestCase {
    private var popcorn: PopcornProcess!
    private var server: TestServer!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "test-token"])
        popcorn.environment["POPCORN_TMDB_API_URL"] = server.baseURL + "/3"
    }

    override func tearDown() {
        server.stop()
    }

    private func requestPaths() throws -> [String] {
        let log = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any] ?? [:]
        return (log["requests"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    }

    func testASavedTokenFileOfAMebibyteIsAConfigurationErrorAndNothingIsSent() throws {
        let folder = popcorn.home + "/data/io.github.popcorn.Popcorn"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: folder + "/tmdb-token",
                contents: Data(String(repeating: "a", count: 1_049_000).utf8),
                attributes: [.posixPermissions: 0o600]))
        let result = try popcorn.run(["dump", "movie/100"], within: 30)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let error = try XCTUnwrap(try result.json()["error"] as? [String: Any])
        XCTAssertEqual(error["kind"] as? String, "configuration")
        XCTAssertTrue((error["message"] as? String ?? "").contains("longer than 16 KiB"), "\(error)")
        XCTAssertEqual(try requestPaths(), [], "no request was made with the token")
    }

    func testALetterboxdFilmNameOfAMebibyteIsReportedAsItsRowAndTheRestIsImported() throws {
        popcorn.environment["TMDB_API_TOKEN"] = "test-token"
        let diary = popcorn.home + "/diary.csv"
        try """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2023-06-01,Harbour of Glass,2019,https://boxd.it/abc1,3.5,,,2023-05-31
        2023-06-02,\(String(repeating: "a", count: 1_049_000)),2026,https://boxd.it/abc2,4,,,2023-06-02

        """.write(toFile: diary, atomically: true, encoding: .utf8)
        let result = try popcorn.run(["import", "--from", "letterboxd", diary], within: 30)
        XCTAssertEqual(result.status, 0, String((result.stdout + result.stderr).prefix(2000)))
        XCTAssertEqual(result.lines.count, 3, String(result.stdout.prefix(2000)))
        XCTAssertEqual(
            result.lines.first, "Imported — plays: 1, ratings: 1, watchlist entries: 0; duplicates skipped: 0.")
        XCTAssertEqual(
            result.lines.last,
            "  \(diary), line 3: \(String(repeating: "a", count: 80))… (2026) — its film name is too long to look up.")
        XCTAssertLessThan(try server.get("/__requests").count, 100_000, "the long search never reached the server")
        let watched = try popcorn.run(["watched", "list"], within: 30)
        XCTAssertEqual(watched.lines, ["movie/100\t2023-05-31T00:00:00Z"])
    }
}
