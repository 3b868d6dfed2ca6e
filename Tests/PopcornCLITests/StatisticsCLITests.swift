import Foundation
import TestServerSupport
import XCTest

/// `popcorn dump stats[?year=Y]` on the demo catalog with a seeded library, against figures computed by hand.
final class StatisticsCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    private func run(_ arguments: String...) throws -> PopcornProcess.Result {
        try popcorn.run(["--demo"] + arguments)
    }

    /// The seeded plays (demo runtimes; genres; directors):
    ///
    /// | day        | play                          | minutes | in 2017 |
    /// |------------|-------------------------------|---------|---------|
    /// | 2016-12-31 | movie/2 Salt and Cinder       | 127     | no      |
    /// | 2017-02-27 | movie/1 The Lantern Keeper    | 112     | yes     |
    /// | 2017-02-28 | movie/3 Paper Orchard         | 98      | yes     |
    /// | 2017-03-01 | tv/1 S1E1 (Harbour Lights)    | 45      | yes     |
    /// | 2017-03-01 | tv/1 S1E2                     | 24      | yes     |
    /// | 2017-03-02 | movie/1 again (a rewatch)     | 112     | yes     |
    /// | 2017-06-10 | tv/1 S1E1 again               | 45      | yes     |
    /// | 2018-01-01 | movie/2 again                 | 127     | no      |
    ///
    /// Ratings: movie/1 9, tv/1 S1E1 7, movie/2 4. So in 2017: 436 minutes (112 × 2 + 98 + 45 × 2 + 24); 2 movies
    /// in 3 plays, 2 episodes in 3 plays; a streak of 4 days across February's end (27, 28, 1, 2); Drama
    /// first (movie/1, movie/3 and tv/1: 3 titles), then Comedy, Crime and Mystery (1 each, by name); Émile
    /// Girard directed movie/1 and (episodes of) tv/1.
    private func seed() throws {
        try popcorn.seedDemo(
            plays: [
                ("movie/2", "2016-12-31"), ("movie/1", "2017-02-27"), ("movie/3", "2017-02-28"),
                ("tv/1/season/1/episode/1", "2017-03-01"), ("tv/1/season/1/episode/2", "2017-03-01"),
                ("movie/1", "2017-03-02"), ("tv/1/season/1/episode/1", "2017-06-10"), ("movie/2", "2018-01-01"),
            ],
            ratings: [("movie/1", 9), ("tv/1/season/1/episode/1", 7), ("movie/2", 4)])
    }

    func testAYearsFiguresAreTheHandComputedOnes() throws {
        try seed()
        let result = try run("dump", "stats?year=2017")
        XCTAssertEqual(result.status, 0, result.stderr)
        let stats = try result.json()
        let contract = [
            "route", "status", "isStale", "year", "minutesWatched", "moviesWatched", "moviePlays",
            "episodesWatched", "episodePlays", "seriesCompleted", "days", "months", "genres", "people",
            "ratings", "longestStreakDays", "missingDetails",
        ]
        XCTAssertEqual(Set(stats.keys), Set(contract))
        let positions = contract.compactMap { result.stdout.range(of: "\"\($0)\":")?.lowerBound }
        XCTAssertEqual(positions, positions.sorted(), "the contract's members, in its order")
        XCTAssertEqual(stats["route"] as? String, "stats?year=2017")
        XCTAssertEqual(stats["status"] as? String, "ready")
        XCTAssertEqual(stats["year"] as? Int, 2017)
        XCTAssertEqual(stats["minutesWatched"] as? Int, 436)
        XCTAssertEqual(stats["moviesWatched"] as? Int, 2)
        XCTAssertEqual(stats["moviePlays"] as? Int, 3)
        XCTAssertEqual(stats["episodesWatched"] as? Int, 2)
        XCTAssertEqual(stats["episodePlays"] as? Int, 3)
        XCTAssertEqual(stats["seriesCompleted"] as? Int, 0)
        XCTAssertEqual(stats["longestStreakDays"] as? Int, 4)
        XCTAssertEqual(stats["missingDetails"] as? [String], [])
        let days = try XCTUnwrap(stats["days"] as? [[String: Any]])
        XCTAssertEqual(
            days.map { $0["date"] as? String },
            ["2017-02-27", "2017-02-28", "2017-03-01", "2017-03-02", "2017-06-10"])
        XCTAssertEqual(days.map { $0["plays"] as? Int }, [1, 1, 2, 1, 1])
        let months = try XCTUnwrap(stats["months"] as? [[String: Any]])
        XCTAssertEqual(months.map { $0["month"] as? String }, (1...12).map { String(format: "2017-%02d", $0) })
        XCTAssertEqual(months.map { $0["plays"] as? Int }, [0, 2, 3, 0, 0, 1, 0, 0, 0, 0, 0, 0])
        XCTAssertEqual(months.map { $0["minutes"] as? Int }, [0, 210, 181, 0, 0, 45, 0, 0, 0, 0, 0, 0])
        let genres = try XCTUnwrap(stats["genres"] as? [[String: Any]])
        XCTAssertEqual(genres.map { $0["name"] as? String }, ["Drama", "Comedy", "Crime", "Mystery"])
        XCTAssertEqual(genres.map { $0["titles"] as? Int }, [3, 1, 1, 1])
        let people = try XCTUnwrap(stats["people"] as? [[String: Any]])
        let directors = people.filter { $0["role"] as? String == "director" }
        XCTAssertEqual(directors.first?["name"] as? String, "Émile Girard")
        XCTAssertEqual(directors.first?["titles"] as? Int, 2)
        XCTAssertEqual(people.first?["role"] as? String, "cast", "cast first, then directors")
        let ratings = try XCTUnwrap(stats["ratings"] as? [[String: Any]])
        XCTAssertEqual(ratings.map { $0["value"] as? Int }, Array(1...10))
        XCTAssertEqual(
            ratings.map { $0["count"] as? Int }, [0, 0, 0, 0, 0, 0, 1, 0, 1, 0], "movie/2 was not watched in 2017")

        let allTime = try run("dump", "stats").json()
        XCTAssertTrue(allTime["year"] is NSNull)
        XCTAssertEqual(allTime["moviePlays"] as? Int, 5)
        XCTAssertEqual(allTime["minutesWatched"] as? Int, 436 + 127 * 2)
        XCTAssertEqual((allTime["months"] as? [Any])?.count, 14, "December 2016 to January 2018")
    }

    func testAnEmptyYearIsEmptyAndABadYearExitsTwo() throws {
        try seed()
        let empty = try run("dump", "stats?year=2019")
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertEqual(try empty.json()["status"] as? String, "empty")
        let nextYear = Calendar(identifier: .gregorian).component(.year, from: Date()) + 1
        for year in ["1899", "\(nextYear + 1)", "20x7", ""] {
            let bad = try run("dump", "stats?year=\(year)")
            XCTAssertEqual(bad.status, 2, year)
            XCTAssertEqual(bad.stdout, "", year)
            XCTAssertTrue(bad.stderr.contains("year takes a year from 1900 to \(nextYear)"), bad.stderr)
        }
        XCTAssertEqual(try run("dump", "stats?year=1900").status, 0)
        XCTAssertEqual(try run("dump", "stats?year=\(nextYear)").status, 0)
    }

    /// Against the fake TMDb server: movie/100 (118 minutes) and movie/11 (121) watched in 2017, then the
    /// cache deleted. The statistics fetch both again (movie/11 answered 429 once: retried); with the server
    /// down they count the plays and name both titles as missing.
    func testDetailsNotInTheCacheAreFetchedHonouring429AndNamedWhenOffline() throws {
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "test-token"])
        defer { server.stop() }
        var popcorn = self.popcorn!
        popcorn.use(server, token: "test-token")
        for (route, date) in [("movie/100", "2017-03-01"), ("movie/11", "2017-03-02")] {
            let added = try popcorn.run("watched", "add", route, "--date", date)
            XCTAssertEqual(added.status, 0, added.stderr)
        }
        let deleteCache = {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: popcorn.cacheFile + suffix)
            }
        }
        deleteCache()
        _ = try server.get("/__fault?path=/3/movie/11&spec=ratelimit:1x1")
        let before = try requests(to: "/3/movie/11", on: server)

        let fetched = try popcorn.run("dump", "stats?year=2017")

        XCTAssertEqual(fetched.status, 0, fetched.stderr)
        let stats = try fetched.json()
        XCTAssertEqual(stats["minutesWatched"] as? Int, 118 + 121)
        XCTAssertEqual(stats["missingDetails"] as? [String], [])
        XCTAssertEqual(try requests(to: "/3/movie/11", on: server) - before, 2, "the 429, then the answer")

        server.stop()
        deleteCache()
        let offline = try popcorn.run("dump", "stats?year=2017")
        XCTAssertEqual(offline.status, 0, offline.stderr)
        let partial = try offline.json()
        XCTAssertEqual(partial["status"] as? String, "ready")
        XCTAssertEqual(partial["moviePlays"] as? Int, 2, "the plays count without their details")
        XCTAssertEqual(partial["minutesWatched"] as? Int, 0)
        XCTAssertEqual(partial["missingDetails"] as? [String], ["movie/11", "movie/100"])
    }

    /// The requests `server` answered for `path`.
    private func requests(to path: String, on server: TestServer) throws -> Int {
        let log = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any]
        return (log?["perPath"] as? [String: Int])?[path] ?? 0
    }
}
