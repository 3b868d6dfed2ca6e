import CGtk
import CGtkShim

extension Widget {
    /// Opens `uri` (an https page) in the user's browser, with the widget's window as the parent
    /// (GtkUriLauncher on GTK 4.10 and later, `gtk_show_uri` before; through the portal in a sandbox).
    public func openURI(_ uri: String) {
        popcorn_show_uri(popcorn_gtk_widget(widgetPointer), uri)
    }
}

extension Widget {
    /// Puts `text` on the clipboard of the widget's display (Ctrl+V pastes it anywhere).
    public func copyToClipboard(_ text: String) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widgetPointer), text)
    }
}
