import Catalog
import Foundation
import XCTest

@testable import Persistence

/// A cache written before the `discover` resource existed gains its table; its JSON entries go with the
/// move to binary payloads (version 4), as they could no longer be read.
final class CacheMigrationTests: XCTestCase {
    func testVersionOneCacheGainsTheDiscoverTable() async throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder + "/cache.sqlite"
        let columns =
            "(key TEXT NOT NULL, namespace TEXT NOT NULL, payload BLOB NOT NULL, cachedAt REAL NOT NULL, "
            + "PRIMARY KEY (key, namespace)) WITHOUT ROWID"
        let oldTables = ["movie", "tv_series", "tv_season", "tv_episode", "person", "explore_section"]
        let old = try SQLiteConnection(path: path)
        try old.execute(
            oldTables.map { "CREATE TABLE \($0) \(columns);" }.joined()
                + "INSERT INTO movie VALUES ('1', 'en-US', x'00', 1800000000); PRAGMA user_version = 1;")
        let clock = TestClock()
        let cache = SQLiteCatalogCache(path: path, namespace: "en-US", now: clock.now)
        let page = Page(
            page: 1, totalPages: 1, totalResults: 1, results: [MediaItem.movie(MovieSummary(id: 3, title: "T"))])
        try await cache.store(page, of: TestDiscover.self, key: "movie--1", cachedAt: clock.now)
        let entry = await cache.entry(Page<MediaItem>.self, of: TestDiscover.self, key: "movie--1")
        XCTAssertEqual(entry?.value, page)
        let reader = try SQLiteConnection(path: path)
        XCTAssertEqual(try reader.scalarText("SELECT count(*) FROM movie"), "0", "JSON entries are dropped")
        XCTAssertEqual(try reader.userVersion, SQLiteCatalogCache.migrator.latestVersion)
    }
}
