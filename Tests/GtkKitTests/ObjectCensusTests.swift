import CGtk
import GtkKit
import XCTest

/// `ObjectCensus` counts every GtkKit wrapper while it lives; objects that are not widgets (actions,
/// textures) are not counted as widgets. (Widgets need a display: Tests/UI/test_page_lifetimes.py counts them.)
final class ObjectCensusTests: XCTestCase {
    func testCountsWrappersUntilTheyAreReleased() {
        MainActor.assumeIsolated {
            let wrappers = ObjectCensus.liveWrappers
            let widgets = ObjectCensus.liveWidgets
            var action: Object? = Object(taking: rawPointer(g_simple_action_new("census", nil)))
            var second: Object? = action.map { Object(retaining: UnsafeMutableRawPointer($0.objectPointer)) }
            XCTAssertEqual(ObjectCensus.liveWrappers, wrappers + 2, "two wrappers of one object count twice")
            XCTAssertEqual(ObjectCensus.liveWidgets, widgets, "an action is not a widget")

            action = nil
            XCTAssertEqual(ObjectCensus.liveWrappers, wrappers + 1)
            second = nil
            XCTAssertEqual(ObjectCensus.liveWrappers, wrappers)
            XCTAssertNil(second)
        }
    }
}
