import CGtk
import DisplayTestSupport
import Foundation
import GtkKit
import XCTest

/// List box reordering and check boxes on a real display (the Up Next and season pages rely on them).
/// Skipped unless POPCORN_DISPLAY_TESTS=1; `make test` runs it under Xvfb through Tests/UI/test_gtkkit_display.py.
final class ListBoxDisplayTests: DisplayTestCase {
    func testReorderMovesRowsWithoutTakingThemOutSoFocusStays() {
        MainActor.assumeIsolated {
            let list = ListBox()
            let buttons = ["one", "two", "three"].map { Button(label: $0) }
            let rows = buttons.map { list.append($0) }
            let window = Window()
            window.child = list
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(iterateMainContext { list.isMapped })
            XCTAssertTrue(buttons[2].grabFocus())

            list.reorder([rows[2], rows[0], rows[1]])
            XCTAssertEqual(shownOrder(list, of: rows), [2, 0, 1])
            XCTAssertTrue(buttons[2].containsFocus, "the moved row kept focus")

            let four = list.append(Button(label: "four"))
            list.reorder([four, rows[1], rows[2], rows[0]])
            XCTAssertEqual(shownOrder(list, of: rows + [four]), [3, 1, 2, 0])
            list.remove(rows[1])
            XCTAssertEqual(shownOrder(list, of: rows + [four]), [3, 2, 0])
        }
    }

    func testCheckButtonReportsOnlyTheUsersToggles() {
        MainActor.assumeIsolated {
            let check = CheckButton()
            var toggles: [Bool] = []
            check.onUserToggled { toggles.append($0) }
            check.isActive = true
            check.isActive = false
            XCTAssertEqual(toggles, [], "setting the state is not a user toggle")
            gtk_widget_activate(check.widgetPointer)  // what Space does
            XCTAssertEqual(toggles, [true])
            XCTAssertTrue(check.isActive)
        }
    }
}

/// The indexes in `rows` of the list's rows, in the order GTK shows them.
@MainActor
private func shownOrder(_ list: ListBox, of rows: [Widget]) -> [Int] {
    var order: [Int] = []
    var index: Int32 = 0
    while let row = gtk_list_box_get_row_at_index(OpaquePointer(list.objectPointer), index) {
        order.append(
            rows.firstIndex { UnsafeMutableRawPointer($0.widgetPointer) == UnsafeMutableRawPointer(row) } ?? -1)
        index += 1
    }
    return order
}
