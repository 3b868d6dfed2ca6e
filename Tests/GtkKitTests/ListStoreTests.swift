import GtkKit
import XCTest

/// ListStore keeps Swift values inside GObjects; values must come back intact and be released when removed.
final class ListStoreTests: XCTestCase {
    func testSpliceKeepsOrderAndReleasesRemovedValues() {
        MainActor.assumeIsolated {
            let released = Counter()
            let store = ListStore<Payload>()
            store.append(contentsOf: (0..<5_000).map { Payload($0, released) })
            XCTAssertEqual(store.count, 5_000)
            XCTAssertEqual(store[4_321].value, 4_321)

            store.splice(at: 10, removing: 990, inserting: [Payload(-1, released)])
            XCTAssertEqual(store.count, 4_011)
            XCTAssertEqual(store[9].value, 9)
            XCTAssertEqual(store[10].value, -1)
            XCTAssertEqual(store[11].value, 1_000)
            XCTAssertEqual(released.released, 990, "removed values were not released")

            store.replaceAll(with: [Payload(7, released)])
            XCTAssertEqual(store.items.map(\.value), [7])
            XCTAssertEqual(released.released, 5_001)
        }
    }
}

/// A value whose deinit is counted.
@MainActor
final class Payload {
    let value: Int
    let counter: Counter
    init(_ value: Int, _ counter: Counter) {
        self.value = value
        self.counter = counter
    }
    isolated deinit { counter.released += 1 }
}
