import CGtk
import CGtkShim

/// A window of preference pages (AdwPreferencesWindow), with its own toast overlay.
@MainActor
public final class PreferencesWindow: Widget, TopLevelWindow {
    /// A new, hidden preferences window, as narrow as its rows allow.
    public init() {
        super.init(retaining: rawPointer(adw_preferences_window_new()))
        Self.releaseWidthRequest(under: widgetPointer)
    }

    /// libadwaita 1.2 asks 360 pixels for the pages (a width request on the window's leaflet); without a
    /// compositor GTK draws a border around the window, which then could not be narrower than 370 pixels,
    /// wider than a phone. The rows decide the least width instead.
    private static func releaseWidthRequest(under widget: UnsafeMutablePointer<GtkWidget>) {
        if popcorn_is_a(widget, adw_leaflet_get_type()) != 0 {
            gtk_widget_set_size_request(widget, -1, -1)
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let next = child {
            releaseWidthRequest(under: next)
            child = gtk_widget_get_next_sibling(next)
        }
    }

    /// Whether the header bar offers searching the rows.
    public var isSearchEnabled: Bool {
        get { adw_preferences_window_get_search_enabled(typed()) != 0 }
        set { adw_preferences_window_set_search_enabled(typed(), newValue ? 1 : 0) }
    }

    /// Adds a page (one page: no view switcher is shown).
    public func add(_ page: PreferencesPage) {
        adw_preferences_window_add(typed(), page.typed())
    }

    /// The accessible label of the toasts' close button, which libadwaita 1.2 leaves unnamed (e.g. "Dismiss").
    public var dismissButtonLabel: String?

    /// Shows a toast over the pages (its button named by its visible text, see `ToastOverlay`).
    public func add(_ toast: Toast) {
        g_object_ref(toast.objectPointer)
        adw_preferences_window_add_toast(typed(), toast.opaque)
        LabelledButtons.resetToasts(under: widgetPointer, dismissButtonLabel: dismissButtonLabel)
    }
}
