import CGtk
import DisplayTestSupport
import Foundation
import GtkKit
import UI
import XCTest

/// The loading view's one-frame delay on a real display: its spinner shows only once loading has taken a frame
/// (17 ms), never when loading stops sooner, and not when the load reports its progress first. Skipped unless
/// POPCORN_DISPLAY_TESTS=1; `make test` runs it under Xvfb through Tests/UI/test_gtkkit_display.py.
final class LoadingViewDisplayTests: DisplayTestCase {
    /// The spinner: the loading view's first child.
    @MainActor
    private static func spinnerIsShown(_ loading: LoadingView) -> Bool {
        guard let spinner = gtk_widget_get_first_child(loading.widget.widgetPointer) else { return false }
        return gtk_widget_get_visible(spinner) != 0
    }

    /// Iterates the main context for `milliseconds`, or until `done` holds; the time it took.
    @MainActor
    private static func run(for milliseconds: Double, until done: () -> Bool = { false }) -> Double {
        let start = Date()
        var elapsed: Double { Date().timeIntervalSince(start) * 1000 }
        while elapsed < milliseconds && !done() {
            g_main_context_iteration(nil, 0)
            usleep(500)
        }
        return elapsed
    }

    func testTheSpinnerShowsOnlyAfterAFrame() {
        MainActor.assumeIsolated {
            let loading = LoadingView()
            let window = Window()
            window.child = loading.widget
            window.present()
            defer { window.destroy() }
            let start = Date()
            loading.isSpinning = true
            XCTAssertFalse(Self.spinnerIsShown(loading), "no spinner at once")
            _ = Self.run(for: 2_000) { Self.spinnerIsShown(loading) }
            let shownAfter = Date().timeIntervalSince(start) * 1000
            XCTAssertTrue(Self.spinnerIsShown(loading), "the spinner shows once loading took longer than a frame")
            XCTAssertGreaterThanOrEqual(shownAfter, 17, "not within the frame (17 ms)")
        }
    }

    func testLoadingDoneWithinAFrameNeverShowsTheSpinner() {
        MainActor.assumeIsolated {
            let loading = LoadingView()
            let window = Window()
            window.child = loading.widget
            window.present()
            defer { window.destroy() }
            loading.isSpinning = true
            _ = Self.run(for: 5)
            loading.isSpinning = false
            var shown = false
            _ = Self.run(for: 300) {
                shown = shown || Self.spinnerIsShown(loading)
                return false
            }
            XCTAssertFalse(shown, "stopped before a frame passed: no flash of a spinner")

            loading.isSpinning = true
            loading.showProgress("Computing… 0 of 3 titles")
            _ = Self.run(for: 300) {
                shown = shown || Self.spinnerIsShown(loading)
                return false
            }
            XCTAssertFalse(shown, "the progress shows in place of the spinner")
            loading.showProgress(nil)
            _ = Self.run(for: 2_000) { Self.spinnerIsShown(loading) }
            XCTAssertTrue(Self.spinnerIsShown(loading), "the spinner once the progress is gone, still loading")
        }
    }
}
