import CGtk
import DisplayTestSupport
import Foundation
import GtkKit
import UI
import XCTest

/// NavigationStackView on a real display: pushes, pops from code, the order of `onPop`, and that
/// popped pages leave the widget tree after the slide. Skipped unless POPCORN_DISPLAY_TESTS=1; `make test` runs it
/// under Xvfb through Tests/UI/test_gtkkit_display.py.
final class NavigationStackViewTests: DisplayTestCase {
    func testPushPopAndPopToRoot() {
        MainActor.assumeIsolated {
            let root = Label("root")
            let stack = NavigationStackView(root: root, title: "Root")
            var popped: [String] = []
            var changes = 0
            stack.onPop = { popped.append(($0 as? Label)?.text ?? "?") }
            stack.onChange = { changes += 1 }
            let window = Window()
            window.setDefaultSize(width: 400, height: 300)
            window.child = stack.widget
            window.present()
            defer { window.destroy() }
            XCTAssertTrue(iterate { root.isMapped })

            let pages = (1...3).map { Label("page \($0)") }
            for (index, page) in pages.enumerated() {
                stack.push(page, title: "Page \(index + 1)")
            }
            XCTAssertEqual(stack.depth, 4)
            XCTAssertTrue(stack.canGoBack)
            XCTAssertEqual(stack.visibleTitle, "Page 3")
            XCTAssertTrue(stack.visibleWidget === pages[2])
            XCTAssertTrue(iterate { pages[2].isMapped }, "the pushed page is not shown")

            XCTAssertTrue(stack.pop())
            XCTAssertEqual(popped, ["page 3"])
            XCTAssertEqual(stack.depth, 3)
            XCTAssertEqual(stack.visibleTitle, "Page 2")
            XCTAssertTrue(iterate { !stack.widget.isAncestor(of: pages[2]) }, "the popped page stayed in the tree")

            stack.popToRoot()
            XCTAssertEqual(popped, ["page 3", "page 2", "page 1"], "onPop runs top page first")
            XCTAssertEqual(stack.depth, 1)
            XCTAssertFalse(stack.canGoBack)
            XCTAssertFalse(stack.pop(), "pop at the root does nothing")
            XCTAssertTrue(iterate { !pages.contains { stack.widget.isAncestor(of: $0) } })
            XCTAssertTrue(root.isMapped)
            XCTAssertGreaterThanOrEqual(changes, 5)

            let newRoot = Label("new root")
            stack.replaceRoot(newRoot, title: "New")
            XCTAssertEqual(stack.depth, 1)
            XCTAssertEqual(stack.visibleTitle, "New")
            XCTAssertTrue(iterate { newRoot.isMapped && !stack.widget.isAncestor(of: root) })
        }
    }
}

/// Iterates the default main context until `done` holds; false if a 60 s watchdog fired first.
@MainActor
private func iterate(until done: () -> Bool) -> Bool {
    let watchdogFired = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    watchdogFired.initialize(to: false)
    defer { watchdogFired.deallocate() }
    let watchdog = g_timeout_add(
        60_000,
        { flag in
            flag!.assumingMemoryBound(to: Bool.self).pointee = true
            return 0
        }, watchdogFired)
    while !done() && !watchdogFired.pointee {
        g_main_context_iteration(nil, 1)
    }
    if !watchdogFired.pointee { g_source_remove(watchdog) }
    return done()
}
