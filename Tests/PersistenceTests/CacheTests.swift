import Catalog
import Foundation
import LogCapture
import XCTest

@testable import Persistence

final class CacheTests: XCTestCase {
    private var folder: String!
    private let clock = TestClock()
    private let remote = CountingRemote()
    private let logs = LogLines()

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func cache(_ path: String? = nil, namespace: String = "en-US") -> SQLiteCatalogCache {
        SQLiteCatalogCache(path: path ?? folder + "/cache.sqlite", namespace: namespace, now: clock.now)
    }

    private func repository(_ cache: SQLiteCatalogCache) -> CachingCatalogRepository<CountingRemote> {
        CachingCatalogRepository(remote: remote, cache: cache, now: clock.function)
    }

    func testMissThenHitWithoutNetworkAndSurvivesReopen() async throws {
        let repository = repository(cache())
        let first = try await repository.movie(id: 7)
        let second = try await repository.movie(id: 7)
        XCTAssertEqual(remote.calls("movie"), 1, "a cache hit makes no request")
        XCTAssertEqual(first, second)
        XCTAssertFalse(second.isStale)
        let reopened = self.repository(cache())
        let third = try await reopened.movie(id: 7)
        XCTAssertEqual(third.value, first.value)
        XCTAssertEqual(remote.calls("movie"), 1, "the cache is on disk")
    }

    func testEntriesExpireAfterTwentyFourHours() async throws {
        let repository = repository(cache())
        _ = try await repository.section(.trendingMovies, page: 1)
        clock.advance(by: 24 * 3600 - 1)
        _ = try await repository.section(.trendingMovies, page: 1)
        XCTAssertEqual(remote.calls("section"), 1)
        clock.advance(by: 2)
        let refreshed = try await repository.section(.trendingMovies, page: 1)
        XCTAssertEqual(remote.calls("section"), 2, "expired: fetched again")
        XCTAssertFalse(refreshed.isStale)
        _ = try await repository.section(.trendingMovies, page: 2)
        XCTAssertEqual(remote.calls("section"), 3, "pages are cached separately")
    }

    func testExpiredEntryIsServedStaleWhenOffline() async throws {
        let repository = repository(cache())
        let fresh = try await repository.movie(id: 3)
        clock.advance(by: 25 * 3600)
        remote.fail(with: .offline)
        let stale = try await repository.movie(id: 3)
        XCTAssertTrue(stale.isStale)
        XCTAssertEqual(stale.value, fresh.value)
        do {
            _ = try await repository.movie(id: 4)
            XCTFail("nothing cached: the error surfaces")
        } catch {
            XCTAssertEqual(error, .offline)
        }
    }

    func testExpiredEntryIsNotUsedForOtherErrors() async throws {
        let repository = repository(cache())
        _ = try await repository.person(id: 3)
        clock.advance(by: 25 * 3600)
        remote.fail(with: .notFound)
        do {
            _ = try await repository.person(id: 3)
            XCTFail("expected notFound")
        } catch {
            XCTAssertEqual(error, .notFound)
        }
    }

    func testEpisodeCacheIsIndependentOfSeasonReplacement() async throws {
        let cache = cache()
        let repository = repository(cache)
        let season = try await repository.season(1, inSeries: 5)
        XCTAssertEqual(season.value.episodes.count, 3)
        let episode = try await repository.episode(2, inSeason: 1, inSeries: 5)
        XCTAssertEqual(episode.value.name, "Standalone 2")
        clock.advance(by: 25 * 3600)
        remote.setSeasonEpisodes(1)
        let replaced = try await repository.season(1, inSeries: 5)
        XCTAssertEqual(replaced.value.episodes.map(\.episodeNumber), [1], "season replaced with its new episodes")
        let stored = await cache.entry(TVEpisode.self, of: TestEpisode.self, key: "5-1-2")
        XCTAssertEqual(stored?.value.name, "Standalone 2", "the independently cached episode survives")
        clock.advance(by: -25 * 3600 + 60)
        _ = try await repository.episode(2, inSeason: 1, inSeries: 5)
        XCTAssertEqual(remote.calls("episode"), 1)
    }

    func testOutlinesAreReadFromTheWholeEntriesAndAMissFetchesTheWhole() async throws {
        remote.setSeasonEpisodes(3)
        let repository = repository(cache())
        let seriesOutline = try await repository.seriesOutline(id: 4)
        let seasonOutline = try await repository.seasonOutline(2, inSeries: 4)
        XCTAssertEqual(seriesOutline, TVSeriesOutline(name: "Series 4"))
        XCTAssertEqual(seasonOutline, TVSeasonOutline(name: "Season 2", episodeNumbers: [1, 2, 3]))
        XCTAssertEqual(remote.calls("series"), 1, "a miss fetches the whole series")
        XCTAssertEqual(remote.calls("season"), 1, "a miss fetches the whole season")
        let series = try await repository.series(id: 4)
        let season = try await repository.season(2, inSeries: 4)
        XCTAssertEqual(remote.calls("series") + remote.calls("season"), 2, "the whole values were cached")
        let cachedSeriesOutline = try await repository.seriesOutline(id: 4)
        let cachedSeasonOutline = try await repository.seasonOutline(2, inSeries: 4)
        XCTAssertEqual(cachedSeriesOutline, TVSeriesOutline(series.value))
        XCTAssertEqual(cachedSeasonOutline, TVSeasonOutline(season.value))
        XCTAssertEqual(remote.calls("series") + remote.calls("season"), 2, "outlines come from the cached entries")
        clock.advance(by: TestSeason.timeToLive + 1)
        _ = try await repository.seasonOutline(2, inSeries: 4)
        XCTAssertEqual(remote.calls("season"), 2, "an expired entry is fetched again")
    }

    func testASeasonOutlineSkipsEverythingElseOfTheSeason() throws {
        let season = TVSeason(
            tvSeriesID: 1, seasonNumber: 1, name: "One", overview: "Long", airDate: nil,
            episodes: [5, 3, 9].map {
                TVEpisode(
                    id: $0, tvSeriesID: 1, seasonNumber: 1, episodeNumber: $0, name: "E\($0)",
                    overview: "O", guestStars: [CastMember(id: 1, name: "G", character: "C", order: 0)])
            })
        let payload = try CachePayload.encode(season)
        let outline = try payload.withUnsafeBytes { try CachePayload.decode(TVSeasonOutline.self, from: $0) }
        XCTAssertEqual(outline, TVSeasonOutline(name: "One", episodeNumbers: [5, 3, 9]))
    }

    func testNamespacesDoNotMix() async throws {
        let english = cache(namespace: "en-US")
        try await english.store(Movie(id: 1, title: "English"), of: TestMovie.self, key: "1", cachedAt: clock.now)
        let german = cache(namespace: "de-DE")
        let missing = await german.entry(Movie.self, of: TestMovie.self, key: "1")
        XCTAssertNil(missing)
        let hit = await english.entry(Movie.self, of: TestMovie.self, key: "1")
        XCTAssertEqual(hit?.value.title, "English")
        XCTAssertEqual(hit?.cachedAt, clock.now)
    }

    func testCorruptCacheFileIsMovedAsideAndRecreated() async throws {
        let path = folder + "/cache.sqlite"
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: path))
        let cache = cache(path)
        let enabled = cache.isEnabled
        XCTAssertTrue(enabled)
        let repository = repository(cache)
        _ = try await repository.movie(id: 1)
        _ = try await repository.movie(id: 1)
        XCTAssertEqual(remote.calls("movie"), 1, "the recreated cache works")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertTrue(names.contains { $0.hasPrefix("cache.sqlite.corrupt-") }, "\(names)")
        XCTAssertTrue(logs.all.contains { $0.contains("damaged") })
    }

    func testCacheDamagedWhileOpenIsRecreated() async throws {
        let path = folder + "/cache.sqlite"
        let cache = cache(path)
        let repository = repository(cache)
        _ = try await repository.movie(id: 1)
        // Overwrite the pages behind SQLite's back (the header stays readable).
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 100)
        handle.write(Data(repeating: 0xFF, count: 60_000))
        try handle.close()
        try FileManager.default.removeItem(atPath: path + "-wal")
        _ = try? await repository.movie(id: 2)
        _ = try await repository.movie(id: 3)
        XCTAssertGreaterThanOrEqual(remote.calls("movie"), 3)
    }

    func testUnwritableCacheFolderMeansNoCachingNotFailure() async throws {
        let blocker = folder + "/not-a-folder"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        for path in [blocker + "/cache.sqlite", "/proc/popcorn-cannot-exist/cache.sqlite"] {
            let cache = cache(path)
            let enabled = cache.isEnabled
            XCTAssertFalse(enabled)
            let repository = repository(cache)
            let before = remote.calls("series")
            let value = try await repository.series(id: 9)
            XCTAssertEqual(value.value.name, "Series 9")
            _ = try await repository.series(id: 9)
            XCTAssertEqual(remote.calls("series"), before + 2, "no caching, every call goes to the network")
        }
        XCTAssertTrue(logs.all.contains { $0.contains("caching is off") })
    }

    func testFullDiskTurnsCachingOffWithAWarning() async throws {
        let cache = cache()
        let pageSize = 4096
        let filled = try FileManager.default.attributesOfItem(atPath: folder + "/cache.sqlite")[.size] as? Int ?? 0
        try cache.limitSize(pages: max(filled / pageSize, 8))
        let big = Movie(id: 1, title: String(repeating: "x", count: 200_000))
        do {
            try await cache.store(big, of: TestMovie.self, key: "1", cachedAt: clock.now)
            XCTFail("the write cannot fit")
        } catch let error as CatalogError {
            guard case .storage = error else { return XCTFail("\(error)") }
        }
        let enabled = cache.isEnabled
        XCTAssertFalse(enabled, "caching is off after the disk filled up")
        XCTAssertTrue(logs.all.contains { $0.contains("cannot be written") }, "\(logs.all)")
        let repository = repository(cache)
        let movie = try await repository.movie(id: 8)
        XCTAssertEqual(movie.value.id, 8, "requests still succeed")
    }

    func testFailedCacheWriteIsLoggedAndTheFetchSucceeds() async throws {
        final class BrokenCache: CatalogCache {
            func entry<Resource: CatalogResource, Value: Decodable & Sendable>(
                _ type: Value.Type, of resource: Resource.Type, key: String
            ) async -> CacheEntry<Value>? { nil }
            func store<Resource: CatalogResource>(
                _ value: Resource.Value, of resource: Resource.Type, key: String,
                cachedAt: Double
            ) async throws {
                throw CatalogError.storage("disk full")
            }
        }
        let repository = CachingCatalogRepository(remote: remote, cache: BrokenCache(), now: clock.function)
        let movie = try await repository.movie(id: 5)
        XCTAssertEqual(movie.value.id, 5)
        XCTAssertTrue(logs.all.contains { $0.contains("cache write failed") })
    }

    /// A resource declared anywhere (here, in a test) is cached with nothing listed: its table is created on
    /// its first read, named after it in snake case, and it ages by its own time to live.
    func testANewResourceNeedsNoListAndAgesByItsOwnTimeToLive() async throws {
        struct Greeting: CatalogResource {
            static let name = "shortLivedGreeting"
            static let timeToLive: Double = 60
            let id: Int
            var cacheKey: String { "\(id)" }
            func fetch(from remote: CountingRemote) throws(CatalogError) -> Person { try remote.person(id: id) }
        }
        let path = folder + "/cache.sqlite"
        let repository = repository(cache(path))
        _ = try await repository.read(Greeting(id: 1))
        _ = try await repository.read(Greeting(id: 1))
        XCTAssertEqual(remote.calls("person"), 1, "cached on the first read")
        clock.advance(by: 61)
        _ = try await repository.read(Greeting(id: 1))
        XCTAssertEqual(remote.calls("person"), 2, "expired after its own minute, not after 24 hours")
        let tables = try SQLiteConnection(path: path).scalarText(
            "SELECT group_concat(name) FROM sqlite_master WHERE type = 'table'")
        XCTAssertEqual(tables, "short_lived_greeting", "one table, created on first use")
    }

    /// The repository's, the cache's and the library's warnings are GLib's structured messages (domain
    /// Popcorn, priority warning, the code location), not lines of their own on standard error.
    func testWarningsAreGLibStructuredMessages() async throws {
        let start = CapturedLogs.count
        let path = folder + "/cache.sqlite"
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: path))
        _ = cache(path)
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/not-a-folder"))
        _ = SQLiteLibrary(path: folder + "/not-a-folder/library.sqlite")
        let records = CapturedLogs.all().dropFirst(start)
        let damaged = try XCTUnwrap(records.first { $0["MESSAGE"]?.contains("is damaged") == true })
        XCTAssertEqual(damaged["GLIB_DOMAIN"], "Popcorn")
        XCTAssertEqual(damaged["PRIORITY"], "4")
        XCTAssertEqual(damaged["CODE_FILE"], "Persistence/SQLiteCatalogCache.swift")
        let refused = try XCTUnwrap(
            records.first { $0["MESSAGE"]?.contains("nothing can be saved to the library") == true })
        XCTAssertEqual(refused["PRIORITY"], "4")
        XCTAssertEqual(refused["CODE_FILE"], "Persistence/LibraryOpener.swift")
    }

    func testMigratorSetsUserVersionOnce() throws {
        let connection = try SQLiteConnection(path: folder + "/m.sqlite")
        var migrator = Migrator()
        var runs = 0
        migrator.register(version: 1) { db in
            runs += 1
            try db.execute("CREATE TABLE a (x)")
        }
        migrator.register(version: 2) { db in
            runs += 1
            try db.execute("CREATE TABLE b (x)")
        }
        try migrator.migrate(connection)
        try migrator.migrate(connection)
        XCTAssertEqual(runs, 2)
        XCTAssertEqual(try connection.userVersion, 2)
    }
}

extension CacheTests {
    func testImportLookupsAreCachedLikeEveryRead() async throws {
        let repository = repository(cache())
        let first = try await repository.movies(titled: "Moonlit Static")
        _ = try await repository.movies(titled: " moonlit static ")
        XCTAssertEqual(remote.calls("movieSearch"), 1, "the same search (case and spaces aside) is asked once")
        XCTAssertEqual(first.value.map(\.id), [7])
        let found = try await repository.title(imdbID: "tt0000007")
        let missing = try await repository.title(imdbID: "tt0000008")
        _ = try await repository.title(imdbID: "tt0000007")
        _ = try await repository.title(imdbID: "tt0000008")
        XCTAssertEqual(found.value, .movie(id: 7))
        XCTAssertNil(missing.value, "“not on TMDb” is cached too")
        XCTAssertEqual(remote.calls("externalTitle"), 2)
    }

    func testAVersion1CacheGainsTheLookupTables() async throws {
        let path = folder + "/old.sqlite"
        let connection = try SQLiteConnection(path: path)
        var version1 = Migrator()
        version1.register(version: 1) { db in
            for resource in ["movie", "tv_series", "tv_season", "tv_episode", "person", "explore_section"] {
                try db.execute(
                    "CREATE TABLE \(resource) (key TEXT NOT NULL, namespace TEXT NOT NULL, payload BLOB NOT NULL, "
                        + "cachedAt REAL NOT NULL, PRIMARY KEY (key, namespace)) WITHOUT ROWID")
            }
        }
        try version1.migrate(connection)
        let repository = repository(cache(path))
        _ = try await repository.title(imdbID: "tt0000007")
        _ = try await repository.title(imdbID: "tt0000007")
        XCTAssertEqual(remote.calls("externalTitle"), 1, "the upgraded cache stores lookups")
    }
}
