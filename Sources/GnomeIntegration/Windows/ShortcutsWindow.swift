import GtkKit
import Logging

/// The keyboard shortcuts window (GtkShortcutsWindow), attached to a main window as its help overlay:
/// GTK then provides the "win.show-help-overlay" action (Ctrl+?).
@MainActor
public enum ShortcutsWindow {
    /// Builds the window from `ShortcutCatalog` and makes it `window`'s help overlay.
    public static func attach(to window: ApplicationWindow) {
        guard let overlay = Builder(xml: ShortcutCatalog.builderXML()).widget("shortcuts") else {
            Log.critical("The shortcuts window could not be built")
            return
        }
        window.setHelpOverlay(overlay)
    }
}
