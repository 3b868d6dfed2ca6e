import Catalog
import InMemoryTracing
import Persistence
import Tracing
import XCTest

/// Every repository read is a span `repository <resource>` with `cache.hit`; on a miss the remote's span is
/// its child, and a failure is recorded on it.
final class RepositorySpanTests: XCTestCase {
    private var folder: String!
    private let clock = TestClock()
    private let remote = CountingRemote()
    private let tracer = InMemoryTracer()

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func repository() -> CachingCatalogRepository<CountingRemote> {
        let cache = SQLiteCatalogCache(path: folder + "/cache.sqlite", namespace: "en-US", now: clock.now)
        return CachingCatalogRepository(remote: remote, cache: cache, now: clock.function)
    }

    private func finished(_ name: String) -> [FinishedInMemorySpan] {
        tracer.finishedSpans.filter { $0.operationName == name }
    }

    func testAMissNestsTheRemoteAndAHitDoesNot() async throws {
        let repository = repository()
        try await withTracer(tracer) {
            _ = try await repository.episode(2, inSeason: 1, inSeries: 7)
        }
        let miss = try XCTUnwrap(finished("repository tvEpisode").first)
        XCTAssertEqual(miss.attributes.get("cache.hit"), .bool(false))
        XCTAssertEqual(miss.attributes.get("popcorn.cache.resource"), .string("tvEpisode"))
        XCTAssertEqual(miss.attributes.get("popcorn.cache.key"), .string("7-1-2"))
        let remoteSpan = try XCTUnwrap(finished("remote episode").first)
        XCTAssertEqual(remoteSpan.parentSpanID, miss.spanID)
        XCTAssertEqual(remoteSpan.traceID, miss.traceID)

        tracer.clearAll()
        try await withTracer(tracer) {
            _ = try await repository.episode(2, inSeason: 1, inSeries: 7)
        }
        XCTAssertEqual(tracer.finishedSpans.map(\.operationName), ["repository tvEpisode"], "no remote span")
        XCTAssertEqual(finished("repository tvEpisode").first?.attributes.get("cache.hit"), .bool(true))
    }

    func testAStaleAnswerAndAFailure() async throws {
        let repository = repository()
        _ = try await repository.movie(id: 3)
        clock.advance(by: 25 * 3600)
        remote.fail(with: .offline)
        try await withTracer(tracer) {
            _ = try await repository.movie(id: 3)
            _ = try? await repository.movie(id: 4)
        }
        let reads = finished("repository movie")
        XCTAssertEqual(reads.count, 2)
        XCTAssertEqual(reads[0].attributes.get("cache.hit"), .bool(false))
        XCTAssertEqual(reads[0].attributes.get("popcorn.cache.stale"), .bool(true))
        XCTAssertNil(reads[0].status, "stale content is an answer")
        XCTAssertEqual(reads[1].status?.code, .error)
        XCTAssertEqual(reads[1].errors.first?.error as? CatalogError, .offline)
    }
}
