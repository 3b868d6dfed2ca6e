import Catalog
import Features
import Foundation
import GtkKit
import TMDb
import TestServerSupport
import XCTest

@testable import PopcornApp

/// GNOME Shell's search over the real services: a SQLite library, the SQLite cache and TMDb's multi-search
/// over libcurl to the fake TMDb (Tests/Support/fake_tmdb.py).
final class ShellSearchServicesTests: XCTestCase {
    private let home = NSTemporaryDirectory() + "popcorn-shellsearch-\(UUID().uuidString)"
    private var server: TestServer?
    /// The fake TMDb's address (kept once it stops: the cache's entries belong to the API's address).
    private var apiURL = "http://127.0.0.1:9/3"

    override func tearDown() {
        server?.stop()
        server = nil
        try? FileManager.default.removeItem(atPath: home)
    }

    private var environment: [String: String] {
        var environment = ["HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data"]
        environment["POPCORN_TMDB_API_URL"] = apiURL
        return environment
    }

    /// Starts the fake TMDb with `faults` (fake_tmdb.py's `--fault PATH=SPEC`).
    private func startServer(faults: [String] = []) throws {
        server = try TestServer(
            script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "t"] + faults.flatMap { ["--fault", $0] })
        apiURL = server!.baseURL + "/3"
    }

    @MainActor
    private func services() throws -> CatalogServices {
        try CatalogServices.make(demo: false, credential: .token("t"), environment: environment)
    }

    /// The watchlist's "Harbour of Glass" (movie 100) and the played "Lanterns of the North" (tv 200).
    @MainActor
    private func seedLibrary(_ services: CatalogServices) async throws {
        try await services.dependencies.watchlist.add(.movie, id: 100)
        _ = try await services.dependencies.tracking.addPlays(
            [.episode(EpisodeKey(seriesID: 200, season: 1, episode: 1))], watchedAt: nil)
    }

    /// The first results of `terms` once the library has been read (a first search waits for the reading
    /// only up to the deadline, which a loaded machine may pass); none after 5 s.
    @MainActor
    private func firstResults(_ search: ShellSearch, _ terms: [String]) async -> [String] {
        for _ in 0..<50 {
            let ids = await search.initialResults(terms)
            if !ids.isEmpty { return ids }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return []
    }

    @MainActor
    func testLibraryTitlesAnswerOfflineAtOnce() async throws {
        try startServer()
        let online = try services()
        try await seedLibrary(online)
        let first = await firstResults(online.shellSearch(environment: environment), ["harbour"])
        XCTAssertEqual(first, ["movie/100"], "read once while online, so the cache holds the details")
        server?.stop()
        server = nil

        let search = try services().shellSearch(environment: environment)
        let warmUp = await firstResults(search, ["lanterns"])
        XCTAssertEqual(warmUp, ["tv/200"], "a played series is in the library")
        let start = ContinuousClock.now
        let ids = await search.initialResults(["glass"])
        let elapsed = ContinuousClock.now - start
        XCTAssertEqual(ids, ["movie/100"])
        XCTAssertLessThanOrEqual(elapsed, .milliseconds(50), "offline, from the library and the cache")
        let results = search.results(ids: ["movie/100", "tv/200"])
        XCTAssertEqual(results.map(\.name), ["Harbour of Glass", "Lanterns of the North"])
        XCTAssertEqual(results.map(\.description), ["Movie · 2019", "TV Series · 2018"])
    }

    @MainActor
    func testTMDbsAnswerComesWithTheNextSearchWithinTheDeadline() async throws {
        try startServer()
        let search = try services().shellSearch(environment: environment)
        let first = await search.initialResults(["orchard"])
        XCTAssertEqual(first, [], "not in the library; a first search does not wait for TMDb")
        let start = ContinuousClock.now
        let next = await search.subsearchResults(previous: first, terms: ["orchard"])
        XCTAssertEqual(next, ["movie/101"], "TMDb's multi-search found The Quiet Orchard")
        XCTAssertLessThanOrEqual(ContinuousClock.now - start, search.deadline + .milliseconds(100))
        XCTAssertEqual(search.results(ids: next).map(\.description), ["Movie"], "no release date")
    }

    @MainActor
    func testAHangingTMDbNeverHoldsASearchPastTheDeadline() async throws {
        try startServer(faults: ["/3/search/multi=slow:20"])
        let services = try services()
        try await seedLibrary(services)
        let search = services.shellSearch(environment: environment)
        let loaded = await firstResults(search, ["glass"])
        XCTAssertEqual(loaded, ["movie/100"])
        for (terms, expected) in [(["harbour"], ["movie/100"]), (["orchard"], [])] {
            let start = ContinuousClock.now
            let first = await search.initialResults(terms)
            let initialTime = ContinuousClock.now - start
            let next = await search.subsearchResults(previous: first, terms: terms)
            let elapsed = ContinuousClock.now - start
            XCTAssertEqual(first, expected)
            XCTAssertEqual(next, expected, "the library's titles, without TMDb's")
            XCTAssertLessThanOrEqual(initialTime, .milliseconds(100), "a first search does not wait for TMDb")
            XCTAssertLessThanOrEqual(elapsed, search.deadline + .milliseconds(150), "\(terms)")
        }
    }

    @MainActor
    func testACachedPosterIsTheResultsIcon() async throws {
        try startServer()
        let services = try services()
        try await seedLibrary(services)
        let movie = try await services.dependencies.catalog.read(MovieResource(id: 100)).value
        let poster = try XCTUnwrap(movie.poster)
        let folder = home + "/cache/io.github.popcorn.Popcorn/images"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/" + Checksum.sha256(poster.card)
        XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data([0xFF, 0xD8])))
        let search = services.shellSearch(environment: environment)
        let ids = await search.initialResults(["of"])
        XCTAssertEqual(Set(ids), ["movie/100", "tv/200"])
        let results = search.results(ids: ["movie/100", "tv/200"])
        XCTAssertEqual(results.map(\.posterFile), [file, nil], "the series' poster is not cached")
    }
}
