import CGtk
import DisplayTestSupport
import Foundation
import GtkKit
import XCTest

/// List views with a real display: rows are recycled and bound to the right items. Skipped unless
/// POPCORN_DISPLAY_TESTS=1; `make test` runs it under Xvfb through Tests/UI/test_gtkkit_display.py.
final class ListViewDisplayTests: DisplayTestCase {
    func testTenThousandItemsAreShownWithAFewRecycledRows() {
        MainActor.assumeIsolated {
            let tally = Tally()
            let store = ListStore<Int>(Array(0..<10_000))
            let list = ListView(store: store, factory: tally.labels())
            let scrolled = ScrolledWindow(child: list)
            let window = Window()
            window.setDefaultSize(width: 400, height: 300)
            window.child = scrolled
            window.present()
            defer { window.destroy() }

            XCTAssertTrue(
                iterateMainContext { tally.bound[0] != nil && list.isMapped }, "the first rows were not bound")
            XCTAssertEqual(tally.bound[0], 0)
            XCTAssertLessThan(tally.setups, 500, "rows are created per visible slot, not per item")

            list.scrollTo(position: 9_999)
            let reachedEnd = iterateMainContext { tally.bound[9_999] != nil }
            XCTAssertTrue(reachedEnd, "scrolling did not bind the last item")
            XCTAssertLessThan(tally.setups, 500, "scrolling recycles rows")
            XCTAssertGreaterThan(tally.unbinds, 0, "rows scrolled out were not unbound")
            XCTAssertTrue(tally.bound.allSatisfy { $0.key == $0.value }, "a row was bound to another position's item")

            tally.bound.removeAll()
            store.replaceAll(with: [-1, -2, -3])
            XCTAssertTrue(iterateMainContext { tally.bound[0] == -1 && tally.bound[2] == -3 }, "new items not shown")
        }
    }

    func testRebindingAllKeepsTheRowsAndShowsTheNewValuesGrowingOrShrinking() {
        MainActor.assumeIsolated {
            let tally = Tally()
            let store = ListStore<Int>(Array(0..<2_000))
            let list = ListView(store: store, factory: tally.labels())
            let window = Window()
            window.setDefaultSize(width: 400, height: 300)
            window.child = ScrolledWindow(child: list)
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(iterateMainContext { tally.bound[0] == 0 && list.isMapped }, "the first rows were not bound")
            let setups = tally.setups

            tally.bound.removeAll()
            store.rebindAll(with: Array(stride(from: 0, to: 2_000, by: 4)).map { -$0 })
            XCTAssertTrue(iterateMainContext { tally.bound[1] == -4 }, "the new values were not bound")
            XCTAssertEqual(store.count, 500)
            XCTAssertEqual(store[499], -1_996)
            XCTAssertEqual(tally.setups, setups, "rows were made again instead of bound again")

            store.rebindAll(with: Array(0..<3_000))
            XCTAssertTrue(iterateMainContext { tally.bound[1] == 1 }, "the grown list was not bound")
            XCTAssertEqual(store.items, Array(0..<3_000))
            XCTAssertEqual(tally.setups, setups, "rows were made again instead of bound again")
        }
    }
}

/// Factory call counts.
@MainActor
final class Tally {
    var setups = 0
    var unbinds = 0
    var bound: [Int: Int] = [:]

    /// A factory of labels ("Item N") that counts here what it is asked to do.
    func labels() -> ListItemFactory<Int, Label> {
        ListItemFactory<Int, Label>(
            setup: {
                self.setups += 1
                return Label()
            },
            bind: { label, item, position in
                label.text = "Item \(item)"
                self.bound[position] = item
            },
            unbind: { _ in self.unbinds += 1 })
    }
}
