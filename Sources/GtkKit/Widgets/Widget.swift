import CGtk
import CGtkShim

/// Alignment of a widget inside its allocation (GtkAlign).
public enum Align: Sendable {
    case fill, start, end, center, baseline

    init(_ align: GtkAlign) {
        switch align {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        case GTK_ALIGN_BASELINE: self = .baseline
        default: self = .fill
        }
    }

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        case .baseline: GTK_ALIGN_BASELINE
        }
    }
}

/// Horizontal or vertical layout (GtkOrientation).
public enum Orientation: Sendable {
    case horizontal, vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

/// Base class of all widget wrappers (GtkWidget).
@MainActor
open class Widget: Object {
    /// The wrapped widget.
    public let widgetPointer: UnsafeMutablePointer<GtkWidget>

    /// Adopts a newly created widget (sinks its floating reference).
    public override init(taking pointer: UnsafeMutableRawPointer?) {
        widgetPointer = popcorn_gtk_widget(pointer)
        super.init(taking: pointer)
    }

    /// Wraps a widget owned elsewhere, adding a reference.
    public override init(retaining pointer: UnsafeMutableRawPointer?) {
        widgetPointer = popcorn_gtk_widget(pointer)
        super.init(retaining: pointer)
    }

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget reacts to input.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget can take keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widgetPointer) != 0 }
        set { gtk_widget_set_focusable(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget (not its children) has keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// Whether the widget takes extra horizontal space.
    public var hexpand: Bool {
        get { gtk_widget_get_hexpand(widgetPointer) != 0 }
        set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra vertical space.
    public var vexpand: Bool {
        get { gtk_widget_get_vexpand(widgetPointer) != 0 }
        set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Horizontal alignment.
    public var halign: Align {
        get { Align(gtk_widget_get_halign(widgetPointer)) }
        set { gtk_widget_set_halign(widgetPointer, newValue.gtk) }
    }

    /// Vertical alignment.
    public var valign: Align {
        get { Align(gtk_widget_get_valign(widgetPointer)) }
        set { gtk_widget_set_valign(widgetPointer, newValue.gtk) }
    }

    /// Sets the four margins; nil leaves a side unchanged.
    public func setMargins(top: Int? = nil, bottom: Int? = nil, start: Int? = nil, end: Int? = nil) {
        if let top { gtk_widget_set_margin_top(widgetPointer, Int32(top)) }
        if let bottom { gtk_widget_set_margin_bottom(widgetPointer, Int32(bottom)) }
        if let start { gtk_widget_set_margin_start(widgetPointer, Int32(start)) }
        if let end { gtk_widget_set_margin_end(widgetPointer, Int32(end)) }
    }

    /// Sets all four margins.
    public func setMargins(_ all: Int) {
        setMargins(top: all, bottom: all, start: all, end: all)
    }

    /// Minimum size request; -1 means natural size.
    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widgetPointer, Int32(width), Int32(height))
    }

    /// The allocated width in pixels (0 before the first layout).
    public var width: Int { Int(gtk_widget_get_width(widgetPointer)) }

    /// The allocated height in pixels (0 before the first layout).
    public var height: Int { Int(gtk_widget_get_height(widgetPointer)) }

    /// The scale factor of the monitor the widget is on (for picking image sizes).
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widgetPointer)) }

    /// The widget name (CSS `#name`, and handy in tests).
    public var name: String {
        get { String(cString: gtk_widget_get_name(widgetPointer)) }
        set { gtk_widget_set_name(widgetPointer, newValue) }
    }

    /// Tooltip text (also the accessible description).
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    /// Adds a CSS style class (e.g. "title-1", "dim-label", "card", "suggested-action").
    public func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(widgetPointer, name)
    }

    /// Removes a CSS style class.
    public func removeCSSClass(_ name: String) {
        gtk_widget_remove_css_class(widgetPointer, name)
    }

    /// Sets the accessible label (what screen readers and AT-SPI report as the name).
    public func setAccessibleLabel(_ label: String) {
        popcorn_accessible_set_label(popcorn_gtk_accessible(widgetPointer), label)
    }

    /// Removes the accessible label, so the name comes from what labels the widget: its label child (GTK 4.8
    /// sets a mnemonic button's raw "_Retry" as its accessible label too, so AT-SPI says "_Retry Retry"), or
    /// the mnemonic label of the row whose activatable widget it is.
    public func resetAccessibleLabel() {
        gtk_accessible_reset_property(OpaquePointer(widgetPointer), GTK_ACCESSIBLE_PROPERTY_LABEL)
    }

    /// Names the widget after `label`'s text (GTK_ACCESSIBLE_RELATION_LABELLED_BY), e.g. a list after the
    /// heading above it: screen readers say "Episodes, list" instead of the widget's type.
    public func setAccessibleLabelledBy(_ label: Widget) {
        gtk_accessible_reset_property(OpaquePointer(widgetPointer), GTK_ACCESSIBLE_PROPERTY_LABEL)
        popcorn_accessible_set_labelled_by(
            popcorn_gtk_accessible(widgetPointer), popcorn_gtk_accessible(label.widgetPointer))
    }

    /// Hides the widget (and what it draws) from screen readers, e.g. decorative images and their frames.
    public func setAccessibleHidden(_ hidden: Bool) {
        popcorn_accessible_set_hidden(popcorn_gtk_accessible(widgetPointer), hidden ? 1 : 0)
    }

    /// Sets the accessible description.
    public func setAccessibleDescription(_ description: String) {
        popcorn_accessible_set_description(popcorn_gtk_accessible(widgetPointer), description)
    }

    /// Moves keyboard focus to the first control inside the widget (in Tab order); false when it has none.
    @discardableResult
    public func focusFirstControl() -> Bool {
        gtk_widget_child_focus(widgetPointer, GTK_DIR_TAB_FORWARD) != 0
    }

    /// Moves keyboard focus to the widget; false if it cannot take focus.
    @discardableResult
    public func grabFocus() -> Bool {
        gtk_widget_grab_focus(widgetPointer) != 0
    }

    /// Attaches an event controller (click gesture, key controller, shortcut controller…).
    public func addController(_ controller: EventController) {
        // GTK takes ownership of the controller; keep ours too so the Swift wrapper stays valid.
        g_object_ref(controller.objectPointer)
        gtk_widget_add_controller(widgetPointer, popcorn_gtk_event_controller(controller.objectPointer))
    }

    /// Activates an action by name ("win.back", "app.quit") from this widget's point of view.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widgetPointer, name, nil) != 0
    }

    /// Whether the widget is mapped (shown in a shown window).
    public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }

    /// Whether the widget is realized (in a window that has its surface): its frame clock then ticks.
    public var isRealized: Bool { gtk_widget_get_realized(widgetPointer) != 0 }

    /// The parent widget (a new wrapper around it), e.g. the list item widget around a row's content.
    public var parent: Widget? {
        gtk_widget_get_parent(widgetPointer).map { Widget(retaining: rawPointer($0)) }
    }

    /// Whether this widget or one of its descendants has keyboard focus.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widgetPointer),
            let focus = gtk_root_get_focus(root)
        else { return false }
        return focus == widgetPointer || gtk_widget_is_ancestor(focus, widgetPointer) != 0
    }

    /// The widget that has keyboard focus in this widget's window, if any.
    public var windowFocus: Widget? {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root) else { return nil }
        return Widget(retaining: rawPointer(focus))
    }

    /// Moves keyboard focus to the next (or previous) focusable widget after this one and everything in
    /// it, e.g. so Tab leaves a list view instead of visiting each item (GTK 4.8 lists have no tab-behavior).
    @discardableResult
    public func moveFocusPast(forward: Bool) -> Bool {
        guard let root = gtk_widget_get_root(widgetPointer) else { return false }
        gtk_widget_set_can_focus(widgetPointer, 0)
        defer { gtk_widget_set_can_focus(widgetPointer, 1) }
        return gtk_widget_child_focus(
            popcorn_gtk_widget(UnsafeMutableRawPointer(root)),
            forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
    }

    /// Whether drawing is clipped to the widget's bounds (rounded corners of image frames).
    public var clipsChildren: Bool {
        get { gtk_widget_get_overflow(widgetPointer) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widgetPointer, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    /// Whether the widget receives pointer events (false lets clicks pass through an overlay child).
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widgetPointer) != 0 }
        set { gtk_widget_set_can_target(widgetPointer, newValue ? 1 : 0) }
    }

    /// Runs `handler` when the widget is mapped (shown on screen) — e.g. to load images.
    @discardableResult
    public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("map", handler)
    }

    /// Runs `handler` when the widget is unmapped (hidden) — e.g. to release textures.
    @discardableResult
    public func onUnmap(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("unmap", handler)
    }

    /// Whether this widget contains `other` (is one of its ancestors).
    public func isAncestor(of other: Widget) -> Bool {
        gtk_widget_is_ancestor(other.widgetPointer, widgetPointer) != 0
    }
}
