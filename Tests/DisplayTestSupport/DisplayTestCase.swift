import Foundation
import GtkKit
import XCTest

/// A test case that needs a real display: skipped unless POPCORN_DISPLAY_TESTS=1; `make test` runs these
/// suites under Xvfb through Tests/UI/test_gtkkit_display.py.
open class DisplayTestCase: XCTestCase {
    override open func setUpWithError() throws {
        // Opt-in: initializing GTK inside the shared `swift test` process, after other suites used GLib and
        // GDK without it, is not safe; the harness runs these suites alone with POPCORN_DISPLAY_TESTS=1.
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["POPCORN_DISPLAY_TESTS"] == "1",
            "display test: Tests/UI/test_gtkkit_display.py runs it under Xvfb")
        let hasDisplay = MainActor.assumeIsolated { Display.open() }
        XCTAssertTrue(hasDisplay, "POPCORN_DISPLAY_TESTS=1 but no display could be opened")
        try XCTSkipUnless(hasDisplay)
        MainLoopBridge.install()
    }
}
