import Foundation
import TestServerSupport
import XCTest

/// Answers that are not TMDb's (status 200 with an error body, `{}`, a list that is not a list) are errors:
/// reported as such, never as "no such title" or "empty", and never cached — the next run against a healthy
/// server succeeds without deleting the cache.
final class NonTMDbAnswerCLITests: XCTestCase {
    private var popcorn: PopcornProcess!
    private var server: TestServer!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "test-token"])
        popcorn.use(server, token: "test-token")
    }

    override func tearDown() {
        server?.stop()
    }

    /// The next answer to `path` is `body` with status 200.
    private func answerOnce(_ path: String, _ body: String) throws {
        _ = try server.post("/__control", ["path": path, "spec": "body:200x1", "body": body])
    }

    private static let hostileBodies = [
        #"{"success": false, "status_code": 11, "status_message": "Internal error"}"#,
        "{}",
        #"{"movie_results": "none", "tv_results": null}"#,
        "<html>maintenance</html>",
    ]

    func testAFindAnswerThatIsNotTMDbsIsAnErrorAndTheNextImportFindsTheTitle() throws {
        let ratings = popcorn.home + "/ratings.csv"
        try """
        Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
        tt9000100,8,2024-01-02,Harbour of Glass,https://www.imdb.com/title/tt9000100/,Movie,7.1,101,2026,Drama,1000,2026-03-01,

        """.write(toFile: ratings, atomically: true, encoding: .utf8)
        for body in Self.hostileBodies {
            try answerOnce("/3/find/tt9000100", body)
            let failed = try popcorn.run(["import", "--from", "imdb", ratings])
            XCTAssertEqual(failed.status, 1, "\(body): the import stops, nothing is imported")
            XCTAssertFalse((failed.stdout + failed.stderr).contains("TMDb has no such title"), body)
            XCTAssertTrue(
                [
                    "popcorn import: TMDb is having problems right now. Try again later.\n",
                    "popcorn import: TMDb sent a response Popcorn could not read.\n",
                ].contains(failed.stderr),
                "\(body): \(failed.stderr)")
            XCTAssertNil(try popcorn.run(["dump", "movie/100"]).json()["rating"] as? Int, body)
        }
        let healthy = try popcorn.run(["import", "--from", "imdb", ratings])
        XCTAssertEqual(healthy.status, 0, healthy.stderr)
        XCTAssertEqual(
            healthy.lines.first, "Imported — plays: 0, ratings: 1, watchlist entries: 0; duplicates skipped: 0.")
        XCTAssertEqual(try popcorn.run(["dump", "movie/100"]).json()["rating"] as? Int, 8)
    }

    func testADiscoverAnswerThatIsNotTMDbsIsAnErrorDumpAndIsNotCached() throws {
        for body in Self.hostileBodies + [#"{"page": 1, "results": "none"}"#, #"{"page": 1, "results": {}}"#] {
            try answerOnce("/3/discover/movie", body)
            let failed = try popcorn.run(["dump", "discover/movie?sort_by=popularity.desc"])
            XCTAssertEqual(failed.status, 1, "\(body): \(failed.stdout)")
            XCTAssertEqual(try failed.json()["status"] as? String, "error", body)
        }
        let healthy = try popcorn.run(["dump", "discover/movie?sort_by=popularity.desc"])
        XCTAssertEqual(healthy.status, 0, healthy.stderr)
        XCTAssertEqual(try healthy.json()["status"] as? String, "ready")
    }
}
