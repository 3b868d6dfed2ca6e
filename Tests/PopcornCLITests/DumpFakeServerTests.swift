import Foundation
import TestServerSupport
import XCTest

/// `popcorn dump` against the fake TMDb server: error kinds, exit codes, the cache across processes.
final class DumpFakeServerTests: XCTestCase {
    private var popcorn: PopcornProcess!
    private var server: TestServer!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    override func tearDown() {
        server?.stop()
    }

    private func start(_ arguments: [String] = []) throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "test-token"] + arguments)
        popcorn.use(server, token: "test-token")
    }

    /// Requests the server answered, all of them or those to `path`.
    private func requestCount(path: String? = nil) throws -> Int {
        let object = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any]
        guard let path else { return object?["count"] as? Int ?? -1 }
        return (object?["perPath"] as? [String: Int])?[path] ?? 0
    }

    private func expectError(_ route: String, kind: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try popcorn.run("dump", route)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr, file: file, line: line)
        let json = try result.json()
        XCTAssertEqual(json["status"] as? String, "error", file: file, line: line)
        let error = try XCTUnwrap(json["error"] as? [String: Any], file: file, line: line)
        XCTAssertEqual(error["kind"] as? String, kind, file: file, line: line)
        XCTAssertFalse((error["message"] as? String ?? "").isEmpty, file: file, line: line)
    }

    func testMovieThenCacheHitMakesNoRequest() throws {
        try start()
        let first = try popcorn.run("dump", "movie/100")
        XCTAssertEqual(first.status, 0, first.stderr)
        let json = try first.json()
        XCTAssertEqual(json["title"] as? String, "Harbour of Glass")
        XCTAssertEqual(json["releaseDate"] as? String, "2019-03-14")
        XCTAssertEqual(json["runtime"] as? Int, 118)
        XCTAssertEqual(json["genres"] as? [String], ["Drama", "Science Fiction"])
        XCTAssertEqual((json["cast"] as? [[String: Any]])?.first?["character"] as? String, "Keeper Ilse")
        XCTAssertEqual(json["posterURL"] as? String, "https://image.tmdb.org/t/p/w500/fx-poster-100.jpg")
        XCTAssertEqual(json["isStale"] as? Bool, false)
        let afterFirst = try requestCount()
        XCTAssertEqual(afterFirst, 1)
        let second = try popcorn.run("dump", "movie/100")
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertEqual(try requestCount(), afterFirst, "served from the cache")
        XCTAssertTrue(FileManager.default.fileExists(atPath: popcorn.cacheFile))
        XCTAssertFalse(first.stderr.contains("test-token") || first.stdout.contains("test-token"))
    }

    /// A details page costs at most two requests: the movie one, the series two (details, then every season
    /// for the progress appended to one request); and none from the cache.
    func testRequestsPerDetailsPage() throws {
        try start()
        let movie = try popcorn.run("dump", "movie/100")
        XCTAssertEqual(movie.status, 0, movie.stderr)
        XCTAssertEqual(try requestCount(), 1)
        let json = try movie.json()
        XCTAssertEqual(json["certification"] as? String, "PG-13")
        XCTAssertEqual(json["voteAverage"] as? Double, 7.4)
        XCTAssertEqual(json["voteCount"] as? Int, 1234)
        let providers = try XCTUnwrap(json["watchProviders"] as? [String: Any])
        XCTAssertEqual(Set(providers.keys), ["region", "link", "flatrate", "free", "ads", "rent", "buy"])
        XCTAssertEqual((json["trailers"] as? [[String: Any]])?.first?["key"] as? String, "Hg7kL2mN0pQ")
        _ = try server.get("/__reset")
        let series = try popcorn.run("dump", "tv/200")
        XCTAssertEqual(series.status, 0, series.stderr)
        XCTAssertEqual(try requestCount(), 2)
        XCTAssertEqual(
            try series.json()["progress"] as? [String: Int], ["watched": 0, "aired": 3],
            "the seasons arrived appended (specials are not counted)")
        XCTAssertEqual(try series.json()["voteAverage"] as? Double, 8.25)
        XCTAssertEqual(try series.json()["voteCount"] as? Int, 0)
        _ = try server.get("/__reset")
        XCTAssertEqual(try popcorn.run("dump", "tv/200").status, 0)
        XCTAssertEqual(try requestCount(), 0, "both from the cache")
    }

    func testRegionFromTheLocale() throws {
        try start()
        popcorn.environment["LC_ALL"] = "de_DE.UTF-8"
        let json = try popcorn.run("dump", "movie/100").json()
        XCTAssertEqual((json["watchProviders"] as? [String: Any])?["region"] as? String, "DE")
        XCTAssertEqual(json["certification"] as? String, "12")
    }

    func testEpisodeGapsFromTheServer() throws {
        try start()
        let json = try popcorn.run("dump", "tv/200/season/1/episode/2").json()
        XCTAssertEqual(json["status"] as? String, "ready")
        XCTAssertEqual(json["name"] as? String, "Fog Signals")
        XCTAssertTrue(json["stillURL"] is NSNull)
        XCTAssertTrue(json["overview"] is NSNull)
        let noDate = try popcorn.run("dump", "tv/200/season/1/episode/3").json()
        XCTAssertTrue(noDate["airDate"] is NSNull)
        let season = try popcorn.run("dump", "tv/200/season/1").json()
        XCTAssertEqual((season["episodes"] as? [[String: Any]])?.compactMap { $0["episodeNumber"] as? Int }, [1, 2, 3])
        XCTAssertEqual(season["overview"] as? String, "The first winter.")
    }

    func testSearchAndExploreAgainstTheServer() throws {
        try start()
        let search = try popcorn.run("dump", "search?q=lanterns")
        XCTAssertEqual(search.status, 0, search.stderr)
        let results = try XCTUnwrap(try search.json()["results"] as? [[String: Any]])
        XCTAssertEqual(results.first?["kind"] as? String, "tvSeries")
        XCTAssertEqual(results.first?["year"] as? Int, 2018)
        let explore = try popcorn.run("dump", "explore").json()
        let sections = try XCTUnwrap(explore["sections"] as? [[String: Any]])
        XCTAssertEqual(sections.count, 6)
        XCTAssertEqual((sections[1]["items"] as? [Any])?.count, 10, "the fixture's unreadable item is skipped")
    }

    func testWatchlistTitlesComeFromTheServerAndAFailingTitleIsSkipped() throws {
        try start()
        XCTAssertEqual(try popcorn.run("watchlist", "add", "movie/100").status, 0)
        XCTAssertEqual(try popcorn.run("watchlist", "add", "movie/555").status, 0)
        XCTAssertEqual(try popcorn.run("watchlist", "add", "tv/200").status, 0)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: popcorn.home + "/data/io.github.popcorn.Popcorn/library.sqlite"),
            "the real library, not the demo one")
        let result = try popcorn.run("dump", "watchlist")
        XCTAssertEqual(result.status, 0, result.stdout)
        let items = try XCTUnwrap(try result.json()["items"] as? [[String: Any]])
        XCTAssertEqual(
            items.compactMap { $0["title"] as? String }, ["Lanterns of the North", "Harbour of Glass"],
            "movie/555 does not exist on the server and is skipped")
    }

    func testOneFailingExploreSectionDoesNotFailThePage() throws {
        try start(["--fault", "/3/movie/popular=status:404"])
        let result = try popcorn.run("dump", "explore")
        XCTAssertEqual(result.status, 0, result.stdout)
        let json = try result.json()
        XCTAssertEqual(json["status"] as? String, "ready")
        let sections = try XCTUnwrap(json["sections"] as? [[String: Any]])
        let popular = try XCTUnwrap(sections.first { $0["id"] as? String == "popularMovies" })
        XCTAssertEqual(popular["status"] as? String, "error")
        XCTAssertEqual((popular["error"] as? [String: Any])?["kind"] as? String, "notFound")
        XCTAssertEqual(sections.filter { $0["status"] as? String == "ready" }.count, 5)
    }

    func testUnauthorised() throws {
        try start()
        popcorn.environment["TMDB_API_TOKEN"] = "wrong"
        try expectError("movie/100", kind: "unauthorised")
        XCTAssertEqual(try requestCount(), 1, "not retried")
    }

    func testNotFound() throws {
        try start()
        try expectError("person/4242", kind: "notFound")
    }

    func testRateLimitedAfterThreeAttempts() throws {
        try start(["--fault", "/3/movie/100=ratelimit:1"])
        try expectError("movie/100", kind: "rateLimited")
        XCTAssertEqual(try requestCount(), 3)
    }

    func testServerErrorThenSuccess() throws {
        try start(["--fault", "/3/tv/200=status:503x2"])
        let result = try popcorn.run("dump", "tv/200")
        XCTAssertEqual(result.status, 0, result.stdout)
        // The page and its episode guide (for the progress) ask at once: one fetch, retried twice; then the
        // guide's seasons, appended to one more request.
        XCTAssertEqual(try requestCount(path: "/3/tv/200"), 4)
    }

    func testServerError() throws {
        try start(["--fault", "/3/person/300=status:500"])
        try expectError("person/300", kind: "server")
        XCTAssertEqual(try requestCount(), 3)
    }

    func testMalformedResponse() throws {
        try start(["--fault", "/3/tv/200/season/1=malformed"])
        try expectError("tv/200/season/1", kind: "decoding")
    }

    func testOfflineAndThenStaleFromTheCache() throws {
        try start()
        XCTAssertEqual(try popcorn.run("dump", "movie/100").status, 0)
        server.stop()
        XCTAssertEqual(try popcorn.run("dump", "movie/100").status, 0, "fresh cache: no network needed")
        try PopcornProcess.sqlite(popcorn.cacheFile, "UPDATE movie SET cachedAt = cachedAt - 90000;")
        let stale = try popcorn.run("dump", "movie/100")
        XCTAssertEqual(stale.status, 0, stale.stdout)
        let json = try stale.json()
        XCTAssertEqual(json["status"] as? String, "ready")
        XCTAssertEqual(json["isStale"] as? Bool, true)
        try expectError("movie/101", kind: "offline")
    }

    func testPlainHTTPToAnotherHostIsRefused() throws {
        popcorn.environment["TMDB_API_TOKEN"] = "test-token"
        popcorn.environment["POPCORN_TMDB_API_URL"] = "http://api.example.com/3"
        let result = try popcorn.run("dump", "movie/1")
        XCTAssertEqual(result.status, 1)
        let error = try XCTUnwrap(try result.json()["error"] as? [String: Any])
        XCTAssertEqual(error["kind"] as? String, "configuration")
        XCTAssertTrue((error["message"] as? String ?? "").contains("https"))
    }
}
