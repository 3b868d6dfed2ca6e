import GtkKit
import Logging

/// The keyboard shortcuts window (GtkShortcutsWindow), a main window's help overlay, shown by the
/// "win.show-help-overlay" action (Ctrl+?, the primary menu's "Keyboard Shortcuts").
@MainActor
public enum ShortcutsWindow {
    /// The window action that shows the shortcuts window (GTK's name for a help overlay's action).
    static let actionName = "show-help-overlay"

    /// Gives `window` the action that shows its shortcuts window. The window is built from `ShortcutCatalog`
    /// when it is first asked for, not before the main window's first frame (building it took ~7 ms of the
    /// start), and becomes `window`'s help overlay (modal, over `window`, hidden when closed); GTK keeps this
    /// action rather than adding its own.
    public static func attach(to window: ApplicationWindow) {
        var overlay: Widget?
        window.addAction(actionName) { [weak window] in
            guard let window else { return }
            if overlay == nil {
                guard let built = Builder(xml: ShortcutCatalog.builderXML()).widget("shortcuts") else {
                    Log.critical("The shortcuts window could not be built")
                    return
                }
                window.setHelpOverlay(built)
                overlay = built
            }
            overlay?.isVisible = true
        }
    }
}
