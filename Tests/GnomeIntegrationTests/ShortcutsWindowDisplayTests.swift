import CGtk
import CGtkShim
import DisplayTestSupport
import GnomeIntegration
import GtkKit
import XCTest

/// The shortcuts window on a real display: built when it is first asked for, not when it is attached to the
/// main window (before its first frame), then shown again on each "win.show-help-overlay". Skipped unless
/// POPCORN_DISPLAY_TESTS=1; `make test` runs it under Xvfb through Tests/UI/test_gtkkit_display.py.
final class ShortcutsWindowDisplayTests: DisplayTestCase {
    /// The help overlay GTK holds for `window` (nil while none is set).
    @MainActor
    private static func helpOverlay(of window: ApplicationWindow) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_application_window_get_help_overlay(UnsafeMutablePointer(OpaquePointer(window.objectPointer)))
            .map { UnsafeMutablePointer<GtkWidget>($0) }
    }

    func testTheShortcutsWindowIsBuiltWhenFirstAskedFor() throws {
        try MainActor.assumeIsolated {
            let application = Application(id: "io.github.popcorn.ShortcutsWindowTests", flags: [.nonUnique])
            var error: UnsafeMutablePointer<GError>?
            try XCTSkipUnless(
                g_application_register(popcorn_g_application(application.objectPointer), nil, &error) != 0,
                "no session bus to register the application on")
            let window = ApplicationWindow(application: application)
            defer { gtk_window_destroy(UnsafeMutablePointer(OpaquePointer(window.objectPointer))) }

            ShortcutsWindow.attach(to: window)
            XCTAssertNil(Self.helpOverlay(of: window), "not built when attached")

            XCTAssertTrue(window.activateAction("win.show-help-overlay"))
            let overlay = try XCTUnwrap(Self.helpOverlay(of: window), "built when asked for")
            XCTAssertTrue(gtk_widget_get_visible(overlay) != 0, "and shown")

            gtk_widget_set_visible(overlay, 0)
            XCTAssertTrue(window.activateAction("win.show-help-overlay"))
            XCTAssertEqual(Self.helpOverlay(of: window), overlay, "the same window the next time")
            XCTAssertTrue(gtk_widget_get_visible(overlay) != 0, "shown again")
        }
    }
}
