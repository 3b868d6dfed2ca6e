import Foundation
import TestServerSupport
import XCTest

/// `popcorn watched add EPISODE --with-earlier` against the fake TMDb: `tv/200` has S0E1 (a special, aired
/// 2017-12-24), S1E1 and S1E2 (aired 2018-09-02 and -09), S1E3 (no air date), S2E1 (aired 2019-10-01) and
/// S2E2 (no air date).
final class MarkEarlierCLITests: XCTestCase {
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

    private func run(today: String, _ arguments: String...) throws -> PopcornProcess.Result {
        var process = popcorn!
        process.environment["POPCORN_TODAY"] = today
        return try process.run(arguments)
    }

    func testWithEarlierMarksExactlyTheEarlierAiredUnwatchedEpisodes() throws {
        let first = try run(today: "2020-01-01", "watched", "add", "tv/200/season/1/episode/1", "--date", "2019-01-01")
        XCTAssertEqual(first.status, 0, first.stderr)

        let marked = try run(
            today: "2020-01-01", "watched", "add", "tv/200/season/2/episode/2", "--with-earlier", "--date", "2020-01-01"
        )
        XCTAssertEqual(marked.status, 0, marked.stderr)
        XCTAssertEqual(
            marked.lines,
            [
                "tv/200/season/1/episode/2\t2020-01-01T00:00:00Z",
                "tv/200/season/2/episode/1\t2020-01-01T00:00:00Z",
                "tv/200/season/2/episode/2\t2020-01-01T00:00:00Z",
            ],
            "S1E1 already watched, S1E3 not aired, the special left out; then the episode itself")
        XCTAssertEqual(
            Set(try run(today: "2020-01-01", "watched", "list").lines.map { $0.split(separator: "\t")[0] }),
            [
                "tv/200/season/1/episode/1", "tv/200/season/1/episode/2", "tv/200/season/2/episode/1",
                "tv/200/season/2/episode/2",
            ])

        let again = try run(
            today: "2020-01-01", "watched", "add", "tv/200/season/2/episode/1", "--with-earlier", "--date", "2020-01-02"
        )
        XCTAssertEqual(again.lines, ["tv/200/season/2/episode/1\t2020-01-02T00:00:00Z"], "earlier ones all watched")
    }

    func testWithEarlierFollowsTodayAndNeedsAnEpisode() throws {
        let marked = try run(
            today: "2018-09-05", "watched", "add", "tv/200/season/2/episode/1", "--with-earlier", "--date", "2018-09-05"
        )
        XCTAssertEqual(marked.status, 0, marked.stderr)
        XCTAssertEqual(
            marked.lines,
            ["tv/200/season/1/episode/1\t2018-09-05T00:00:00Z", "tv/200/season/2/episode/1\t2018-09-05T00:00:00Z"],
            "on 2018-09-05 only S1E1 had aired")

        for route in ["tv/200", "tv/200/season/1", "movie/100"] {
            let refused = try run(today: "2020-01-01", "watched", "add", route, "--with-earlier")
            XCTAssertEqual(refused.status, 2, "\(route): \(refused.stderr)")
            XCTAssertTrue(refused.stderr.contains("--with-earlier"), refused.stderr)
        }
        XCTAssertEqual(try run(today: "2020-01-01", "watched", "list").lines.count, 2, "nothing else written")
    }
}
