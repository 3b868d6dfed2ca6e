import Foundation
import XCTest

/// `popcorn dump stats/review?year=Y` on the demo catalog with a seeded library, against figures computed by
/// hand, and `popcorn stats export-review`'s usage and display errors.
final class YearInReviewCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    /// `popcorn --demo ARGUMENTS…`.
    private func demo(_ arguments: String...) throws -> PopcornProcess.Result {
        try popcorn.run(["--demo"] + arguments)
    }

    /// Seeds the library with the plays of Tests/UI/test_year_in_review.py (demo titles and runtimes):
    /// - 2016-12-31 movie/2 Salt and Cinder, rated 10 (not in 2017);
    /// - 2017-03-10 tv/2 The Understudies, season 1: 6 episodes, 58+45+24+45+58+28 = 258 minutes;
    /// - 2017-03-11 and 12 tv/3 Orbit Street S1E1 and S1E2: 42 + 58 minutes;
    /// - 2017-03-14 movie/1 The Lantern Keeper, rated 9: 112 minutes;
    /// - 2017-03-15 movie/3 Paper Orchard, rated 8: 98 minutes;
    /// - 2017-06-02 tv/1 Harbour Lights, season 1: 8 episodes, 45+24+28+28+52+28+42+28 = 275 minutes;
    /// - 2017-09-01 tv/5 The Tinker's Almanac S1E1: 42 minutes;
    /// - 2017-11-30 movie/4 Nightfall Express, rated 7: 134 minutes;
    /// - 2018-01-01 tv/4 Kestrel & Moss S1E1 (not in 2017).
    ///
    /// So in 2017: 1,019 minutes (675 of episodes, 344 of movies), 3 movies, 17 episodes, 8 days with a play,
    /// a streak of 3 (10–12 March); March is the busiest month (10 plays); the series by episode plays are
    /// Harbour Lights (8), The Understudies (6), Orbit Street (2), The Tinker's Almanac (1); the rated movies
    /// The Lantern Keeper (9), Paper Orchard (8), Nightfall Express (7); 7 titles with a poster.
    private func seed() throws {
        try popcorn.seedDemo(
            plays: [
                ("movie/2", "2016-12-31"), ("tv/2/season/1", "2017-03-10"), ("tv/3/season/1/episode/1", "2017-03-11"),
                ("tv/3/season/1/episode/2", "2017-03-12"), ("movie/1", "2017-03-14"), ("movie/3", "2017-03-15"),
                ("tv/1/season/1", "2017-06-02"), ("tv/5/season/1/episode/1", "2017-09-01"),
                ("movie/4", "2017-11-30"), ("tv/4/season/1/episode/1", "2018-01-01"),
            ],
            ratings: [("movie/2", 10), ("movie/1", 9), ("movie/3", 8), ("movie/4", 7)])
    }

    func testAYearsReviewIsTheHandComputedOne() throws {
        try seed()
        let result = try demo("dump", "stats/review?year=2017")
        XCTAssertEqual(result.status, 0, result.stderr)
        let review = try result.json()
        let contract = [
            "route", "status", "isStale", "year", "minutesWatched", "moviesWatched", "episodesWatched",
            "daysWatched", "longestStreakDays", "busiestMonth", "series", "movies", "posters",
        ]
        XCTAssertEqual(Set(review.keys), Set(contract))
        let positions = contract.compactMap { result.stdout.range(of: "\"\($0)\":")?.lowerBound }
        XCTAssertEqual(positions, positions.sorted(), "the contract's members, in its order")
        XCTAssertEqual(review["route"] as? String, "stats/review?year=2017")
        XCTAssertEqual(review["status"] as? String, "ready")
        XCTAssertEqual(review["year"] as? Int, 2017)
        XCTAssertEqual(review["minutesWatched"] as? Int, 1_019)
        XCTAssertEqual(review["moviesWatched"] as? Int, 3)
        XCTAssertEqual(review["episodesWatched"] as? Int, 17)
        XCTAssertEqual(review["daysWatched"] as? Int, 8)
        XCTAssertEqual(review["longestStreakDays"] as? Int, 3)
        let busiest = try XCTUnwrap(review["busiestMonth"] as? [String: Any])
        XCTAssertEqual(busiest["month"] as? String, "2017-03")
        XCTAssertEqual(busiest["plays"] as? Int, 10)
        let series = try XCTUnwrap(review["series"] as? [[String: Any]])
        XCTAssertEqual(series.map { $0["id"] as? Int }, [1, 2, 3, 5])
        XCTAssertEqual(
            series.map { $0["name"] as? String },
            ["Harbour Lights", "The Understudies", "Orbit Street", "The Tinker's Almanac"])
        XCTAssertEqual(series.map { $0["episodePlays"] as? Int }, [8, 6, 2, 1])
        let movies = try XCTUnwrap(review["movies"] as? [[String: Any]])
        XCTAssertEqual(movies.map { $0["id"] as? Int }, [1, 3, 4])
        XCTAssertEqual(
            movies.map { $0["title"] as? String }, ["The Lantern Keeper", "Paper Orchard", "Nightfall Express"])
        XCTAssertEqual(movies.map { $0["rating"] as? Int }, [9, 8, 7])
        let posters = try XCTUnwrap(review["posters"] as? [String])
        XCTAssertEqual(posters.count, 7)
        XCTAssertTrue(posters.allSatisfy { $0.hasPrefix("file://") }, "the demo's posters: \(posters)")
    }

    func testAnEmptyYearIsEmpty() throws {
        try seed()
        let result = try demo("dump", "stats/review?year=2015")
        XCTAssertEqual(result.status, 0, result.stderr)
        let review = try result.json()
        XCTAssertEqual(review["status"] as? String, "empty")
        XCTAssertTrue(review["busiestMonth"] is NSNull)
        XCTAssertEqual((review["series"] as? [Any])?.count, 0)
    }

    func testABadYearIsAUsageError() throws {
        let nextYear = Calendar(identifier: .gregorian).component(.year, from: Date()) + 1
        for year in ["1899", "\(nextYear + 1)", "abc"] {
            let result = try demo("stats", "export-review", "--year", year, popcorn.home + "/review.png")
            XCTAssertEqual(result.status, 2, year)
            XCTAssertTrue(
                result.stderr.contains("bad year '\(year)': expected a year from 1900 to \(nextYear)"), result.stderr)
        }
        let dump = try demo("dump", "stats/review?year=1899")
        XCTAssertEqual(dump.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: popcorn.home + "/review.png"))
    }

    func testWithoutADisplayTheExportFailsClearly() throws {
        try seed()
        popcorn.environment["DISPLAY"] = nil
        popcorn.environment["WAYLAND_DISPLAY"] = nil
        let result = try demo("stats", "export-review", "--year", "2017", popcorn.home + "/review.png")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("needs a graphical display"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: popcorn.home + "/review.png"))
    }
}
