import Foundation
import TestServerSupport
import XCTest

/// `popcorn dump for-you[?on_my_services=1&max_runtime=120]` against the fake TMDb (fake_foryou.py and the For
/// You fixtures), the library seeded as a user would: movie/701 "Sand Planet" rated 9 and movie/702 "Glass
/// Tower" rated 8, whose recommendations share movie/712 "The Shared Horizon"; tv/200 being watched
/// (recommending tv/721, tv/722, tv/723); movie/703 rated 7 (no seed). The library holds 713 (watched), 714 (on a
/// list), 715 (hidden), 716 (on the watchlist) and tv/722 (dropped). Streaming in the US on provider 8: 711, 712,
/// 721 (717 only in Germany); runtimes: 711 100, 712 150, 717 90, 718 95 minutes, tv/721 30-minute episodes;
/// tv/723 has no details.
final class ForYouCLITests: XCTestCase {
    private var server: TestServer!
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "app-token"])
        popcorn = try PopcornProcess.using(server, in: self)
        popcorn.environment["POPCORN_TODAY"] = "2026-11-20"
    }

    override func tearDown() {
        server.stop()
        super.tearDown()
    }

    private func run(_ arguments: String...) throws -> PopcornProcess.Result {
        let result = try popcorn.run(arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return result
    }

    private func seed() throws {
        _ = try run("rate", "movie/703", "7")
        _ = try run("rate", "movie/702", "8")
        _ = try run("rate", "movie/701", "9")
        _ = try run("watched", "add", "tv/200/season/1/episode/1")
        _ = try run("watched", "add", "movie/713")
        _ = try run("list", "create", "Later")
        _ = try run("list", "add", "Later", "movie/714")
        _ = try run("hide", "movie/715")
        _ = try run("watchlist", "add", "movie/716")
        _ = try run("status", "tv/722", "dropped")
    }

    /// `kind/id` of each result, in order.
    private func results(_ route: String) throws -> [String] {
        let dump = try run("dump", route)
        let items = try XCTUnwrap(try dump.json()["results"] as? [[String: Any]], dump.stdout)
        return items.map { "\($0["kind"] ?? "")/\($0["id"] ?? "")" }
    }

    private func useMyServices(_ ids: String) throws {
        let settings = popcorn.home + "/config/glib-2.0/settings"
        try FileManager.default.createDirectory(atPath: settings, withIntermediateDirectories: true)
        try "[io/github/popcorn/Popcorn]\nmy-services='\(ids)'\n"
            .write(toFile: settings + "/keyfile", atomically: true, encoding: .utf8)
        popcorn.environment["GSETTINGS_BACKEND"] = "keyfile"
    }

    func testTheOverlappingTitleRanksFirstAndTheLibrarysTitlesAreLeftOut() throws {
        try seed()
        let before = try requestLog().count
        let dump = try run("dump", "for-you")
        XCTAssertTrue(
            dump.stdout.hasPrefix("{\"route\": \"for-you\", \"status\": \"ready\", \"isStale\": false, \"results\": ["),
            dump.stdout)
        let json = try dump.json()
        XCTAssertEqual(Array(json.keys).sorted(), ["isStale", "results", "route", "status"])
        let items = try XCTUnwrap(json["results"] as? [[String: Any]])
        XCTAssertEqual(
            items.map { "\($0["kind"] ?? "")/\($0["id"] ?? "")" },
            ["movie/712", "movie/711", "movie/717", "movie/718", "tvSeries/721", "tvSeries/723"],
            "712 is recommended by two seeds; then by the best seed's rating (9, then 8), then popularity")
        XCTAssertEqual(items[0].keys.sorted(), ["because", "id", "kind", "title", "year"])
        XCTAssertEqual(items[0]["title"] as? String, "The Shared Horizon")
        XCTAssertEqual(items[0]["year"] as? Int, 2020)
        let because = try XCTUnwrap(items[0]["because"] as? [[String: Any]])
        XCTAssertEqual(because.map { $0["route"] as? String }, ["movie/701", "movie/702"], "the best seed first")
        XCTAssertEqual(because.map { $0["title"] as? String }, ["Sand Planet", "Glass Tower"])
        XCTAssertEqual(
            (items[4]["because"] as? [[String: Any]])?.map { $0["route"] as? String }, ["tv/200"],
            "the series being watched is a seed")
        XCTAssertEqual(
            (items[4]["because"] as? [[String: Any]])?.first?["title"] as? String, "Lanterns of the North")
        let log = try requestLog().dropFirst(before)
        XCTAssertTrue(log.contains("/3/tv/200/recommendations"), "\(log)")
        XCTAssertFalse(log.contains("/3/movie/703"), "a title rated 7 is no seed")
    }

    func testOnMyServicesKeepsTheTitlesStreamableInTheRegionAndTheRuntimeFilterTheShortOnes() throws {
        try seed()
        try useMyServices("8")
        XCTAssertEqual(
            try results("for-you?on_my_services=1"), ["movie/712", "movie/711", "tvSeries/721"],
            "717 streams on provider 8 only in Germany (US: rent); 718 nowhere; 723's details are unknown")
        XCTAssertEqual(
            try results("for-you?max_runtime=120"), ["movie/711", "movie/717", "movie/718", "tvSeries/721"],
            "712 runs 150 minutes; tv/721's episodes 30")
        XCTAssertEqual(try results("for-you?max_runtime=45"), ["tvSeries/721"], "Under 45 min: the 30-minute episodes")
        XCTAssertEqual(try results("for-you?max_runtime=120&on_my_services=1"), ["movie/711", "tvSeries/721"])
        XCTAssertEqual(
            try run("dump", "for-you?max_runtime=120&on_my_services=1").json()["route"] as? String,
            "for-you?on_my_services=1&max_runtime=120", "the filters in their fixed order")
    }

    func testBadFiltersAreUsageErrors() throws {
        for route in [
            "for-you?max_runtime=0", "for-you?max_runtime=2h", "for-you?on_my_services=yes", "for-you?genre=18",
        ] {
            let result = try popcorn.run(["dump", route])
            XCTAssertEqual(result.status, 2, "\(route): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testWithNothingRatedItIsEmptyAndRequestsNoRecommendations() throws {
        let dump = try run("dump", "for-you")
        XCTAssertEqual(
            dump.stdout.trimmingCharacters(in: .whitespacesAndNewlines),
            "{\"route\": \"for-you\", \"status\": \"empty\", \"isStale\": false, \"results\": []}")
        XCTAssertFalse(try requestLog().contains { $0.contains("recommendations") || $0.hasPrefix("/3/movie/") })
    }

    func testAtMostTwentySeedTitlesAreRequested() throws {
        _ = try run("rate", "movie/701", "9")
        let library = popcorn.home + "/data/io.github.popcorn.Popcorn/library.sqlite"
        // 25 older ratings of 8 (movie/740 rated first … movie/764 last): with movie/701, 26 seed titles.
        try PopcornProcess.sqlite(
            library,
            (740..<765).map {
                "INSERT INTO rating (kind, titleID, value, ratedAt) VALUES ('movie', \($0), 8, \(1_000 + $0));"
            }
            .joined())
        XCTAssertNotNil(try run("dump", "for-you").json()["status"])
        let seedsRequested = Set(try requestLog().filter { $0.hasPrefix("/3/movie/7") && !$0.hasPrefix("/3/movie/71") })
        XCTAssertEqual(
            seedsRequested, Set(["/3/movie/701"] + (746..<765).map { "/3/movie/\($0)" }),
            "the 20 newest: movie/701, then the 19 rated last")
    }

    func testSignedInTheAccountsRecommendationsJoinWithTheUsersAccessToken() throws {
        popcorn = try PopcornProcess.using(server, in: self, signedIn: true)
        popcorn.environment["POPCORN_TODAY"] = "2026-11-20"
        try seed()
        let items = try XCTUnwrap(try run("dump", "for-you").json()["results"] as? [[String: Any]])
        let ids = items.map { "\($0["kind"] ?? "")/\($0["id"] ?? "")" }
        XCTAssertEqual(ids.first, "movie/712", "now recommended three times")
        XCTAssertEqual(
            (items[0]["because"] as? [[String: Any]])?.map { $0["route"] as? String ?? "account" },
            ["movie/701", "movie/702", "account"])
        let pick = try XCTUnwrap(items.first { $0["id"] as? Int == 731 }, "the account's own pick")
        let because = try XCTUnwrap(pick["because"] as? [[String: Any]])
        XCTAssertEqual(because.count, 1)
        XCTAssertTrue(because[0]["route"] is NSNull && because[0]["title"] is NSNull, "\(because)")
        let log =
            try XCTUnwrap(
                try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any])["requests"]
            as? [[String: Any]]
        let account = try XCTUnwrap(
            log?.filter {
                ($0["path"] as? String)?.hasSuffix("/recommendations") == true
                    && ($0["path"] as? String)?.hasPrefix("/4/") == true
            })
        XCTAssertEqual(
            account.compactMap { $0["path"] as? String }.sorted(),
            [
                "/4/account/5f1a2b3c4d5e6f7a8b9c0d1e/movie/recommendations",
                "/4/account/5f1a2b3c4d5e6f7a8b9c0d1e/tv/recommendations",
            ])
        for request in account {
            let authorization = try XCTUnwrap(request["authorization"] as? String)
            XCTAssertTrue(authorization.hasPrefix("Bearer acc"), "the user's access token, not the app's")
            XCTAssertNil((request["query"] as? [String: Any])?["session_id"])
        }
    }

    /// The paths the fake TMDb answered, in order.
    private func requestLog() throws -> [String] {
        let log = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any]
        return ((log?["requests"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String }
    }
}
