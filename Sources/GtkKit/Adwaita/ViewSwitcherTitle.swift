import CGtk

/// A view switcher in the header bar that turns into a title when the window is narrow
/// (AdwViewSwitcherTitle); pair it with a `ViewSwitcherBar` revealed while `isTitleVisible` on a root page.
@MainActor
public final class ViewSwitcherTitle: Widget {
    /// A switcher for `stack`.
    public init(stack: ViewStack, title: String = "") {
        super.init(taking: rawPointer(adw_view_switcher_title_new()))
        adw_view_switcher_title_set_stack(opaque, stack.opaque)
        self.title = title
    }

    /// The title shown when the switcher does not fit.
    public var title: String {
        get { String(cString: adw_view_switcher_title_get_title(opaque)) }
        set { adw_view_switcher_title_set_title(opaque, newValue) }
    }

    /// The subtitle shown when the switcher does not fit.
    public var subtitle: String {
        get { String(cString: adw_view_switcher_title_get_subtitle(opaque)) }
        set { adw_view_switcher_title_set_subtitle(opaque, newValue) }
    }

    /// Whether the title (not the switcher) is showing — true when the window is narrow, or when the
    /// switcher is turned off.
    public var isTitleVisible: Bool { adw_view_switcher_title_get_title_visible(opaque) != 0 }

    /// Whether the switcher may show (when it fits); off, the title always shows (e.g. on a pushed page).
    public var isViewSwitcherEnabled: Bool {
        get { adw_view_switcher_title_get_view_switcher_enabled(opaque) != 0 }
        set { adw_view_switcher_title_set_view_switcher_enabled(opaque, newValue ? 1 : 0) }
    }
}

/// A view switcher at the bottom of the window for narrow widths (AdwViewSwitcherBar).
@MainActor
public final class ViewSwitcherBar: Widget {
    /// A switcher bar for `stack`, hidden until revealed.
    public init(stack: ViewStack) {
        super.init(taking: rawPointer(adw_view_switcher_bar_new()))
        adw_view_switcher_bar_set_stack(opaque, stack.opaque)
    }

    /// Whether the bar is shown.
    public var reveals: Bool {
        get { adw_view_switcher_bar_get_reveal(opaque) != 0 }
        set { adw_view_switcher_bar_set_reveal(opaque, newValue ? 1 : 0) }
    }
}
