import Foundation
import XCTest

/// `popcorn dump` of every route of the demo catalog, compared with the dumps kept in
/// `Golden/demo-dumps.jsonl` (one line per route; the repository path is written as `@ROOT@`, times of
/// watchlist entries as `@TIME@`), with a few titles on the watchlist, watched and rated, and "today" fixed
/// at 2024-06-01 (`POPCORN_TODAY`: which episodes have aired). The file is the contract: a change that alters a dump fails here.
/// After an intended change of the JSON, rewrite it with `POPCORN_UPDATE_GOLDEN=1 swift test --filter DumpGolden`
/// and review the diff.
final class DumpGoldenTests: XCTestCase {
    private static var goldenFile: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/demo-dumps.jsonl")
            .path
    }

    func testEveryDemoRouteDumpsAsRecorded() throws {
        var popcorn = try PopcornProcess(self)
        popcorn.environment["POPCORN_TODAY"] = "2024-06-01"
        for route in ["movie/3", "tv/2"] {
            XCTAssertEqual(try popcorn.run("watchlist", "add", route).status, 0)
        }
        for (route, date) in [
            ("tv/1/season/1/episode/1", "2024-01-02"), ("tv/1/season/1/episode/2", "2024-01-03"),
            ("movie/3", "2024-02-01"), ("tv/3/season/1", "2024-03-01"),
        ] {
            XCTAssertEqual(try popcorn.run("watched", "add", route, "--date", date).status, 0, route)
        }
        for (route, rating) in [("tv/1", "8"), ("movie/3", "7"), ("tv/1/season/1/episode/1", "9")] {
            XCTAssertEqual(try popcorn.run("rate", route, rating).status, 0, route)
        }
        let routes = try Self.demoRoutes()
        XCTAssertGreaterThan(routes.count, 200, "the demo catalog's routes")
        var lines: [String] = []
        for route in routes {
            let result = try popcorn.run("dump", route, "--demo")
            XCTAssertTrue(result.status == 0 || result.status == 1, "\(route): \(result.status) \(result.stderr)")
            lines.append(Self.normalized(result.stdout))
        }
        if ProcessInfo.processInfo.environment["POPCORN_UPDATE_GOLDEN"] == "1" {
            try (lines.joined(separator: "\n") + "\n").write(toFile: Self.goldenFile, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOfFile: Self.goldenFile, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(recorded.count, lines.count, "routes recorded vs. routes of the demo catalog")
        for (expected, actual) in zip(recorded, lines) where expected != actual {
            XCTFail("dump differs from the golden file\nexpected: \(expected)\nactual:   \(actual)")
        }
    }

    /// The top-level pages, the history, a search, every movie, series, season, episode, person and other resource
    /// (`resources.json`: the collections) of the demo catalog, and routes the catalog does not have (error dumps).
    static func demoRoutes() throws -> [String] {
        let api = PopcornProcess.repositoryRoot + "/data/demo/api/"
        func keys(_ file: String) throws -> [String] {
            let data = try Data(contentsOf: URL(fileURLWithPath: api + file))
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return object.keys.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        }
        let seasonsData = try Data(contentsOf: URL(fileURLWithPath: api + "seasons.json"))
        let seasons = try XCTUnwrap(try JSONSerialization.jsonObject(with: seasonsData) as? [String: [String: Any]])
        var routes = [
            "explore", "search", "search?q=the", "search?q=zzzz", "watchlist", "up-next", "history",
            "history?page=2", "stats", "stats?year=2017", "stats/review", "stats/review?year=2017",
            "library/watching", "library/hidden", "library/on-hold?with_genres=18|35&sort_by=title.asc",
        ]
        routes += try keys("movies.json").map { "movie/\($0)" }
        routes += try keys("tv.json").map { "tv/\($0)" }
        routes += ["movie/1/credits", "tv/1/credits", "movie/999999/credits"]
        routes += [
            "discover/movie", "discover/movie?with_genres=18&sort_by=popularity.desc&page=1", "discover/tv?page=2",
            "discover/movie?with_watch_providers=9001|9003&watch_region=DE&sort_by=vote_average.desc",
            "discover/tv?first_air_date_year=2016", "explore/trendingMovies", "explore/trendingMovies?page=2",
            "explore/trendingPeople?page=2",
        ]
        for key in try keys("seasons.json") {
            let parts = key.split(separator: "/")
            routes.append("tv/\(parts[0])/season/\(parts[1])")
            let episodes = try XCTUnwrap(seasons[key]?["episodes"] as? [[String: Any]])
            routes += episodes.compactMap { $0["episode_number"] as? Int }
                .map { "tv/\(parts[0])/season/\(parts[1])/episode/\($0)" }
        }
        routes += try keys("people.json").map { "person/\($0)" }
        routes += try keys("resources.json").map { String($0.dropFirst()) }
        routes += [
            "movie/999999", "tv/999999", "tv/1/season/99", "tv/1/season/1/episode/999", "person/999999",
            "collection/999999", "library/list/999999",
        ]
        return routes
    }

    private static func normalized(_ dump: String) -> String {
        let line = dump.trimmingCharacters(in: .newlines).replacingOccurrences(
            of: PopcornProcess.repositoryRoot,
            with: "@ROOT@")
        return line.replacingOccurrences(
            of: #""addedAt": "[^"]*""#, with: #""addedAt": "@TIME@""#,
            options: .regularExpression)
    }
}
