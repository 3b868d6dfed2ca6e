import Synchronization
import XCTest

@testable import PopcornApp

/// The app's refresh of the followed series waits `firstAfter` before its first run: at start it reads the
/// whole library and every followed series' guide, which would compete with the window's first frame.
@MainActor
final class BackgroundRefreshTests: XCTestCase {
    func testTheFirstRefreshWaitsForTheStartUpThenRunsOnce() async throws {
        let runs = Mutex(0)
        let refresh = BackgroundRefresh(firstAfter: .milliseconds(300), interval: .seconds(3600)) {
            runs.withLock { $0 += 1 }
        }
        try await Task.sleep(for: .milliseconds(100))
        XCTAssertEqual(runs.withLock { $0 }, 0, "not while the window paints its first frame")
        try await Task.sleep(for: .milliseconds(500))
        XCTAssertEqual(runs.withLock { $0 }, 1, "once the start-up is over, then every interval")
        withExtendedLifetime(refresh) {}
    }

    func testARefreshEndedBeforeItsFirstRunNeverRuns() async throws {
        let runs = Mutex(0)
        var refresh: BackgroundRefresh? = BackgroundRefresh(firstAfter: .milliseconds(100), interval: .seconds(3600)) {
            runs.withLock { $0 += 1 }
        }
        refresh = nil
        try await Task.sleep(for: .milliseconds(300))
        XCTAssertNil(refresh)
        XCTAssertEqual(runs.withLock { $0 }, 0)
    }
}
