import CGtk

/// The title bar of a window or page (AdwHeaderBar).
@MainActor
public final class HeaderBar: Widget {
    /// A header bar with the window buttons.
    public init() {
        super.init(taking: rawPointer(adw_header_bar_new()))
    }

    /// The centre widget (a view switcher title, a window title…); nil shows the window title.
    public var titleWidget: Widget? {
        didSet { adw_header_bar_set_title_widget(opaque, titleWidget?.widgetPointer) }
    }

    /// Adds a widget at the start (left in LTR).
    public func packStart(_ child: Widget) {
        adw_header_bar_pack_start(opaque, child.widgetPointer)
    }

    /// Adds a widget at the end.
    public func packEnd(_ child: Widget) {
        adw_header_bar_pack_end(opaque, child.widgetPointer)
    }

    /// Removes a widget added with `packStart` or `packEnd`.
    public func remove(_ child: Widget) {
        adw_header_bar_remove(opaque, child.widgetPointer)
    }

    /// Whether the close/minimize/maximize buttons are shown at the end.
    public var showsEndTitleButtons: Bool {
        get { adw_header_bar_get_show_end_title_buttons(opaque) != 0 }
        set { adw_header_bar_set_show_end_title_buttons(opaque, newValue ? 1 : 0) }
    }
}
