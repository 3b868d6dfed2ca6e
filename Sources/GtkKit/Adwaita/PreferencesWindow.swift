import CGtk

/// A window of preference pages (AdwPreferencesWindow), with its own toast overlay.
@MainActor
public final class PreferencesWindow: Widget, TopLevelWindow {
    /// A new, hidden preferences window.
    public init() {
        super.init(retaining: rawPointer(adw_preferences_window_new()))
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
