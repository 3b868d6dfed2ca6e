import Foundation
import XCTest

/// `popcorn dump library/SECTION?FILTERS` on the demo catalog, the library seeded as a user would: statuses
/// with `popcorn status`, the watchlist and plays with `popcorn watchlist add` / `watched add`, a list with
/// `popcorn list`. Demo genres: tv/1 Harbour Lights (drama, crime), tv/2 The Understudies (comedy, drama),
/// tv/4 Kestrel & Moss (crime, mystery), tv/3 Orbit Street (sci-fi, drama).
final class LibraryDumpCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    private func run(_ arguments: String...) throws -> PopcornProcess.Result {
        var process = popcorn!
        process.environment["POPCORN_TODAY"] = "2030-01-01"
        return try process.run(["--demo"] + arguments)
    }

    private func seed() throws {
        for arguments in [
            ["watchlist", "add", "tv/3"], ["watched", "add", "movie/1"], ["watched", "add", "tv/3/season/1/episode/1"],
            ["status", "tv/1", "on-hold"], ["status", "tv/4", "on-hold"], ["status", "tv/2", "on-hold"],
            ["status", "tv/3", "dropped"],
        ] {
            let result = try popcorn.run(["--demo"] + arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        }
    }

    private func results(_ route: String) throws -> [String] {
        let result = try run("dump", route)
        XCTAssertEqual(result.status, 0, result.stderr)
        let items = try XCTUnwrap(try result.json()["results"] as? [[String: Any]], result.stdout)
        return items.map { "\($0["kind"] ?? "")/\($0["id"] ?? "") \($0["status"] ?? "") hidden=\($0["hidden"] ?? "")" }
    }

    func testOnHoldDramasAreExactlyTheOnHoldDramaTitles() throws {
        try seed()
        let result = try run("dump", "library/on-hold?with_genres=18")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.json()
        XCTAssertEqual(Array(json.keys).sorted(), ["isStale", "name", "results", "route", "status"])
        XCTAssertTrue(
            result.stdout.hasPrefix(
                "{\"route\": \"library/on-hold?with_genres=18\", \"status\": \"ready\", \"isStale\": false, \"name\": \"On Hold\", \"results\": ["
            ), result.stdout)
        let items = try XCTUnwrap(json["results"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["id"] as? Int }, [2, 1], "tv/4 is no drama; most recently put on hold first")
        XCTAssertEqual(
            items.first.map { Array($0.keys).sorted() }, ["hidden", "id", "kind", "status", "title", "year"])
        XCTAssertEqual(items.first?["title"] as? String, "The Understudies")
        XCTAssertEqual(items.first?["year"] as? Int, 2019)
        XCTAssertEqual(items.first?["status"] as? String, "on-hold")

        XCTAssertEqual(
            try results("library/on-hold?with_genres=18|80&sort_by=title.asc"),
            ["tvSeries/1 on-hold hidden=0", "tvSeries/4 on-hold hidden=0", "tvSeries/2 on-hold hidden=0"],
            "any of drama and crime, by title: Harbour Lights, Kestrel & Moss, The Understudies")
        XCTAssertEqual(
            try results("library/dropped"), ["tvSeries/3 dropped hidden=0"], "the user's status wins over Watching")
        XCTAssertEqual(try results("library/completed"), ["movie/1 completed hidden=0"])
        XCTAssertEqual(try results("library/watching"), [])

        XCTAssertEqual(try popcorn.run("--demo", "status", "tv/3", "clear").status, 0)
        XCTAssertEqual(try results("library/watching"), ["tvSeries/3 watching hidden=0"], "cleared: derived again")
        XCTAssertEqual(try popcorn.run("--demo", "hide", "tv/1").status, 0)
        XCTAssertEqual(try results("library/hidden"), ["tvSeries/1 on-hold hidden=1"])
    }

    func testAListAndItsFiltersAndBadRoutes() throws {
        XCTAssertEqual(try popcorn.run("--demo", "list", "create", "Weekend").status, 0)
        XCTAssertEqual(try popcorn.run("--demo", "list", "add", "Weekend", "tv/1", "movie/1").status, 0)
        let id = try XCTUnwrap(
            try popcorn.run("--demo", "lists").lines.first?.split(separator: "\t").last.map(String.init))
        let list = try run("dump", "library/list/\(id)?sort_by=title.asc")
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(try list.json()["name"] as? String, "Weekend")
        XCTAssertEqual(
            (try list.json()["results"] as? [[String: Any]])?.map { "\($0["kind"] ?? "")/\($0["id"] ?? "")" },
            ["tvSeries/1", "movie/1"])

        let unknown = try run("dump", "library/list/999")
        XCTAssertEqual(unknown.status, 1, unknown.stdout)
        XCTAssertEqual((try unknown.json()["error"] as? [String: Any])?["kind"] as? String, "notFound")
        for bad in [
            "library/on-hold?with_genres=drama", "library/on-hold?decade=1995", "library/on-hold?min_rating=0",
            "library/on-hold?sort_by=popularity.desc", "library/on-hold?nope=1", "library/paused", "library/list/0",
        ] {
            let result = try run("dump", bad)
            XCTAssertEqual(result.status, 2, "\(bad): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", bad)
        }
    }
}
