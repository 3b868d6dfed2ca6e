import Synchronization
import XCTest

@testable import Catalog

/// Concurrent misses of one cache entry share a fetch; cancellation leaves the others waiting.
final class SharedFetchesTests: XCTestCase {
    private final class Counter: Sendable {
        let value = Mutex(0)
        func next() -> Int {
            value.withLock {
                $0 += 1
                return $0
            }
        }
    }

    func testConcurrentCallersShareOneFetchAndLaterCallersStartANewOne() async throws {
        let shared = SharedFetches()
        let calls = Counter()
        let fetch: @Sendable () async throws -> Int = {
            let call = calls.next()
            try await Task.sleep(nanoseconds: 100_000_000)
            return call
        }
        async let first = shared.value(for: "tvSeries/1", fetch: fetch)
        async let second = shared.value(for: "tvSeries/1", fetch: fetch)
        async let other = shared.value(for: "tvSeries/2", fetch: fetch)
        let results = try await [first, second, other]
        XCTAssertEqual(results[0], results[1], "one fetch for both")
        XCTAssertNotEqual(results[0], results[2], "another key fetches on its own")
        let later = try await shared.value(for: "tvSeries/1", fetch: fetch)
        XCTAssertEqual(later, 3, "a finished fetch is not reused")
    }

    func testACancelledWaiterLeavesTheFetchToTheOthersAndTheLastOneCancelsIt() async throws {
        let shared = SharedFetches()
        let wasCancelled = Mutex(false)
        let fetch: @Sendable () async throws -> String = {
            do {
                try await Task.sleep(nanoseconds: 300_000_000)
                return "done"
            } catch {
                wasCancelled.withLock { $0 = true }
                throw error
            }
        }
        let leaving = Task { try await shared.value(for: "k", fetch: fetch) }
        let staying = Task { try await shared.value(for: "k", fetch: fetch) }
        try await Task.sleep(nanoseconds: 50_000_000)
        leaving.cancel()
        let value = try await staying.value
        XCTAssertEqual(value, "done")
        XCTAssertFalse(wasCancelled.withLock { $0 })

        let alone = Task { try await shared.value(for: "k2", fetch: fetch) }
        try await Task.sleep(nanoseconds: 50_000_000)
        alone.cancel()
        _ = try? await alone.value
        try await Task.sleep(nanoseconds: 50_000_000)
        XCTAssertTrue(wasCancelled.withLock { $0 }, "the last waiter's cancellation cancels the fetch")
    }
}
