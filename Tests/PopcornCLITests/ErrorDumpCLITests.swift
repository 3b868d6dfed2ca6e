import Foundation
import XCTest

/// Issue 32, item 15: a dump whose status is "error" carries `isStale` like every other dump (README,
/// `popcorn dump`: `{"route", "status", "isStale", …}`), right after `status`, whichever way the page failed.
final class ErrorDumpCLITests: XCTestCase {
    private func assertErrorDump(
        _ result: PopcornProcess.Result, route: String, kind: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr, file: file, line: line)
        let prefix = "{\"route\": \"\(route)\", \"status\": \"error\", \"isStale\": false, "
        XCTAssertTrue(result.stdout.hasPrefix(prefix), "\(route): \(result.stdout)", file: file, line: line)
        XCTAssertEqual((try result.json()["error"] as? [String: Any])?["kind"] as? String, kind, file: file, line: line)
    }

    func testEveryErrorDumpCarriesIsStale() throws {
        let popcorn = try PopcornProcess(self)
        try assertErrorDump(popcorn.run("--demo", "dump", "movie/999999"), route: "movie/999999", kind: "notFound")
        try assertErrorDump(
            popcorn.run("--demo", "dump", "tv/1/season/1/episode/999"), route: "tv/1/season/1/episode/999",
            kind: "notFound")

        var offline = popcorn
        offline.environment["TMDB_API_TOKEN"] = "test-token"
        offline.environment["POPCORN_TMDB_API_URL"] = "http://127.0.0.1:1/3"
        try assertErrorDump(offline.run("dump", "explore"), route: "explore", kind: "offline")
        try assertErrorDump(offline.run("dump", "search?q=harbour"), route: "search?q=harbour", kind: "offline")
        let explore = try offline.run("dump", "explore").json()
        for section in try XCTUnwrap(explore["sections"] as? [[String: Any]]) {
            XCTAssertEqual(section["isStale"] as? Bool, false, "\(section["id"] ?? "?")")
        }

        var misconfigured = popcorn
        misconfigured.environment["TMDB_API_TOKEN"] = "test-token"
        misconfigured.environment["POPCORN_TMDB_API_URL"] = "ftp://example.com/3"
        try assertErrorDump(misconfigured.run("dump", "movie/1"), route: "movie/1", kind: "configuration")
    }
}
