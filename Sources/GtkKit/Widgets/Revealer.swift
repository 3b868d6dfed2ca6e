import CGtk

/// Shows or hides its child with a slide animation (GtkRevealer).
@MainActor
public final class Revealer: Widget {
    /// A revealer sliding down (e.g. for an offline banner under the header bar).
    public init(child: Widget? = nil, slideUp: Bool = false) {
        super.init(taking: rawPointer(gtk_revealer_new()))
        gtk_revealer_set_transition_type(
            opaque, slideUp ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP : GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        if let child {
            self.child = child
            gtk_revealer_set_child(opaque, child.widgetPointer)  // didSet does not run inside init
        }
    }

    /// The revealed content.
    public var child: Widget? {
        didSet { gtk_revealer_set_child(opaque, child?.widgetPointer) }
    }

    /// Whether the child is shown.
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(opaque) != 0 }
        set { gtk_revealer_set_reveal_child(opaque, newValue ? 1 : 0) }
    }
}
