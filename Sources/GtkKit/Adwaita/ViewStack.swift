import CGtk

/// One page of a `ViewStack` (AdwViewStackPage): its name, title and icon in the view switchers.
@MainActor
public final class ViewStackPage: Object {
    /// Whether the switcher marks the page as needing attention.
    public var needsAttention: Bool {
        get { adw_view_stack_page_get_needs_attention(opaque) != 0 }
        set { adw_view_stack_page_set_needs_attention(opaque, newValue ? 1 : 0) }
    }

    /// A number badge in the switcher (0 hides it).
    public var badgeNumber: Int {
        get { Int(adw_view_stack_page_get_badge_number(opaque)) }
        set { adw_view_stack_page_set_badge_number(opaque, guint(max(newValue, 0))) }
    }

    /// The title shown in the switcher.
    public var title: String? {
        get { adw_view_stack_page_get_title(opaque).map { String(cString: $0) } }
        set { adw_view_stack_page_set_title(opaque, newValue) }
    }
}

/// Top-level pages switched by `ViewSwitcherTitle`/`ViewSwitcherBar` (AdwViewStack).
@MainActor
public final class ViewStack: Widget {
    private var pages: [String: (child: Widget, page: ViewStackPage)] = [:]

    /// An empty view stack.
    public init() {
        super.init(taking: rawPointer(adw_view_stack_new()))
    }

    /// Adds a page; `name` is unique and stable (used for "last page" and routes).
    @discardableResult
    public func addPage(_ child: Widget, name: String, title: String, iconName: String) -> ViewStackPage {
        let page = adw_view_stack_add_titled(opaque, child.widgetPointer, name, title)
        adw_view_stack_page_set_icon_name(page, iconName)
        let wrapper = ViewStackPage(retaining: rawPointer(page))
        pages[name] = (child, wrapper)
        return wrapper
    }

    /// The page registered under `name`.
    public func page(named name: String) -> ViewStackPage? { pages[name]?.page }

    /// The content widget of the page registered under `name`.
    public func child(named name: String) -> Widget? { pages[name]?.child }

    /// The visible page's name.
    public var visibleChildName: String? {
        get { adw_view_stack_get_visible_child_name(opaque).map { String(cString: $0) } }
        set { if let newValue, pages[newValue] != nil { adw_view_stack_set_visible_child_name(opaque, newValue) } }
    }

    /// Runs `handler` whenever the visible page changes.
    @discardableResult
    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        onNotify("visible-child", handler)
    }
}
