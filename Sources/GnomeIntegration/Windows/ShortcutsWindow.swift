import CGtk
import GtkKit
import Logging

/// The keyboard shortcuts window (GtkShortcutsWindow), attached to a main window as its help overlay:
/// GTK then provides the "win.show-help-overlay" action (Ctrl+?).
@MainActor
public enum ShortcutsWindow {
    /// Builds the window from `ShortcutCatalog` and makes it `window`'s help overlay.
    public static func attach(to window: ApplicationWindow) {
        let builder = gtk_builder_new_from_string(ShortcutCatalog.builderXML(), -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let overlay = gtk_builder_get_object(builder, "shortcuts") else {
            Log.critical("The shortcuts window could not be built")
            return
        }
        gtk_application_window_set_help_overlay(window.typed(), OpaquePointer(overlay))
    }
}
