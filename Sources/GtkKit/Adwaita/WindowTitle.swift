import CGtk

/// A title with an optional subtitle for a header bar (AdwWindowTitle).
@MainActor
public final class WindowTitle: Widget {
    /// A window title.
    public init(title: String, subtitle: String = "") {
        super.init(taking: rawPointer(adw_window_title_new(title, subtitle)))
    }

    /// The title.
    public var title: String {
        get { String(cString: adw_window_title_get_title(opaque)) }
        set { adw_window_title_set_title(opaque, newValue) }
    }

    /// The subtitle ("" hides it).
    public var subtitle: String {
        get { String(cString: adw_window_title_get_subtitle(opaque)) }
        set { adw_window_title_set_subtitle(opaque, newValue) }
    }
}
