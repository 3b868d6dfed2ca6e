import Catalog
import Foundation
import XCTest

@testable import Persistence

/// Several seasons in one read: fresh entries from the cache, the others in one remote call.
final class SeasonBatchCacheTests: XCTestCase {
    private var folder: String!
    private let clock = TestClock()
    private let remote = CountingRemote()
    private let logs = LogLines()

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func repository() -> CachingCatalogRepository<CountingRemote> {
        let cache = SQLiteCatalogCache(path: folder + "/cache.sqlite", namespace: "en-US", now: clock.now)
        return CachingCatalogRepository(remote: remote, cache: cache, now: clock.function)
    }

    func testMissingSeasonsComeInOneCallAndCachedOnesMakeNone() async throws {
        let repository = repository()
        _ = try await repository.season(2, inSeries: 5)
        let seasons = try await repository.seasons([1, 2, 3], inSeries: 5)
        XCTAssertEqual(seasons.map(\.value.seasonNumber), [1, 2, 3])
        XCTAssertEqual(seasons.map(\.value.overview), ["Batch", "Overview", "Batch"], "season 2 came from the cache")
        XCTAssertEqual(remote.calls("seasons"), 1)
        let again = try await repository.seasons([1, 2, 3], inSeries: 5)
        XCTAssertEqual(again, seasons)
        XCTAssertEqual(remote.calls("seasons"), 1, "every season is cached on its own key")
        let single = try await repository.season(3, inSeries: 5)
        XCTAssertEqual(single.value, seasons[2].value)
        XCTAssertEqual(remote.calls("season"), 1)
    }

    func testUnknownSeasonsAreLeftOut() async throws {
        let seasons = try await repository().seasons([1, 99], inSeries: 5)
        XCTAssertEqual(seasons.map(\.value.seasonNumber), [1])
    }

    func testExpiredSeasonsAreStaleWhenOffline() async throws {
        let repository = repository()
        _ = try await repository.seasons([1, 2], inSeries: 5)
        clock.advance(by: 25 * 3600)
        remote.fail(with: .offline)
        let stale = try await repository.seasons([1, 2], inSeries: 5)
        XCTAssertEqual(stale.map(\.isStale), [true, true])
        do {
            _ = try await repository.seasons([1, 3], inSeries: 5)
            XCTFail("season 3 was never cached: the error surfaces")
        } catch {
            XCTAssertEqual(error, .offline)
        }
    }
}
