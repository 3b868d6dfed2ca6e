import CGtk

/// A centered icon, title and description for empty, loading-failed or placeholder states (AdwStatusPage).
@MainActor
public final class StatusPage: Widget {
    /// A status page.
    public init(iconName: String? = nil, title: String = "", description: String? = nil) {
        super.init(taking: rawPointer(adw_status_page_new()))
        self.iconName = iconName
        self.title = title
        self.descriptionText = description
    }

    /// The big icon.
    public var iconName: String? {
        get { adw_status_page_get_icon_name(opaque).map { String(cString: $0) } }
        set { adw_status_page_set_icon_name(opaque, newValue) }
    }

    /// The title.
    public var title: String {
        get { String(cString: adw_status_page_get_title(opaque)) }
        set { adw_status_page_set_title(opaque, newValue) }
    }

    /// The description (markup allowed).
    public var descriptionText: String? {
        get { adw_status_page_get_description(opaque).map { String(cString: $0) } }
        set { adw_status_page_set_description(opaque, newValue) }
    }

    /// Extra content under the description (e.g. a Retry button).
    public var child: Widget? {
        didSet { adw_status_page_set_child(opaque, child?.widgetPointer) }
    }
}
