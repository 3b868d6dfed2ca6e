import CGtk

/// The icon theme of the default display (GtkIconTheme).
@MainActor
public enum IconTheme {
    /// Also looks for icons in `path` (e.g. an uninstalled app's own icons); returns false when there
    /// is no display yet.
    @discardableResult
    public static func addSearchPath(_ path: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
        return true
    }
}
