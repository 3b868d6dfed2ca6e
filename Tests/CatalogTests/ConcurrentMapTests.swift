import Catalog
import Synchronization
import XCTest

/// `concurrentMap(width:)`: results in order, never more than `width` at once.
final class ConcurrentMapTests: XCTestCase {
    func testKeepsTheOrderAndTheWidth() async {
        let running = Mutex((now: 0, most: 0))
        let results = await Array(1...20).concurrentMap(width: 3) { value in
            running.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
            try? await Task.sleep(nanoseconds: UInt64((21 - value) * 1_000_000))
            running.withLock { $0.now -= 1 }
            return value * 10
        }
        XCTAssertEqual(results, (1...20).map { $0 * 10 })
        XCTAssertEqual(running.withLock { $0.most }, 3)
    }
}
