import CGtk

/// App-wide CSS (GtkCssProvider on the default display). Call after the application started up.
@MainActor
public enum StyleSheet {
    /// Adds `css` with application priority; returns false when there is no display yet.
    @discardableResult
    public static func add(_ css: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
        return true
    }
}
