import CGtk

/// When a scrollbar appears (GtkPolicyType).
public enum ScrollPolicy: Sendable {
    case automatic, always, never, external

    var gtk: GtkPolicyType {
        switch self {
        case .automatic: GTK_POLICY_AUTOMATIC
        case .always: GTK_POLICY_ALWAYS
        case .never: GTK_POLICY_NEVER
        case .external: GTK_POLICY_EXTERNAL
        }
    }
}

/// A scrollable viewport around one child (GtkScrolledWindow).
@MainActor
public final class ScrolledWindow: Widget {
    /// A scrolled window; vertical scrolling only by default.
    public init(child: Widget? = nil, horizontal: ScrollPolicy = .never, vertical: ScrollPolicy = .automatic) {
        super.init(taking: rawPointer(gtk_scrolled_window_new()))
        gtk_scrolled_window_set_policy(opaque, horizontal.gtk, vertical.gtk)
        if let child {
            self.child = child
            gtk_scrolled_window_set_child(opaque, child.widgetPointer)  // didSet does not run inside init
        }
    }

    /// The scrolled content. List and grid views scroll natively; other widgets get a viewport.
    public var child: Widget? {
        didSet { gtk_scrolled_window_set_child(opaque, child?.widgetPointer) }
    }

    /// Whether the scrolled window asks for its child's natural height (for carousels inside pages).
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(opaque) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(opaque, newValue ? 1 : 0) }
    }

    /// The most height the scrolled window asks for when it propagates its child's natural height (-1: no limit).
    public var maxContentHeight: Int {
        get { Int(gtk_scrolled_window_get_max_content_height(opaque)) }
        set { gtk_scrolled_window_set_max_content_height(opaque, Int32(newValue)) }
    }

    /// Whether the scrolled window asks for its child's natural width.
    public var propagatesNaturalWidth: Bool {
        get { gtk_scrolled_window_get_propagate_natural_width(opaque) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_width(opaque, newValue ? 1 : 0) }
    }

    /// The horizontal scroll position.
    public var horizontalAdjustment: Adjustment {
        Adjustment(retaining: UnsafeMutableRawPointer(gtk_scrolled_window_get_hadjustment(opaque)))
    }

    /// Scrolls back to the top (for list and grid views use their `scrollTo(position:)`).
    public func scrollToTop() {
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
    }

    /// Runs `handler` when the vertical position reaches the end (for loading the next page).
    @discardableResult
    public func onEdgeReachedBottom(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        let thunk: @convention(c) (gpointer?, GtkPositionType, gpointer?) -> Void = { _, position, data in
            guard position == GTK_POS_BOTTOM else { return }
            let box = ClosureBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }
        return connectRaw(
            "edge-reached", unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox<@MainActor () -> Void>.retained(handler), after: false)
    }
}
