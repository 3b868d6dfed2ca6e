import CGtk
import CGtkShim

/// A push button (GtkButton); ``ToggleButton`` is one that stays pressed.
@MainActor
public class Button: Widget {
    /// A button with a text label (use `_` for a mnemonic, e.g. "_Retry").
    public init(label: String) {
        super.init(taking: rawPointer(gtk_button_new_with_mnemonic(label)))
        // GTK 4.8 sets the raw "_Retry" as the accessible label on top of the labelled-by child, so AT-SPI
        // says "_Retry Retry"; without the property the name is the visible text.
        resetAccessibleLabel()
    }

    /// An icon button; give it an accessible label and tooltip, since it has no text.
    public init(iconName: String, accessibleLabel: String) {
        super.init(taking: rawPointer(gtk_button_new_from_icon_name(iconName)))
        setAccessibleLabel(accessibleLabel)
        tooltip = accessibleLabel
    }

    /// A button wrapping an arbitrary child (e.g. a poster card).
    public init(child: Widget) {
        super.init(taking: rawPointer(gtk_button_new()))
        gtk_button_set_child(typed(), child.widgetPointer)
    }

    /// Adopts a newly created button of a kind of its own (a GtkToggleButton).
    public override init(taking pointer: UnsafeMutableRawPointer?) {
        super.init(taking: pointer)
    }

    /// Names the button `label` instead of its visible text (e.g. "Remove Token" for a "Remove" button in
    /// the row of that title). GTK 4.8 would read both ("Remove Token Remove"): the text child no longer
    /// labels it.
    public override func setAccessibleLabel(_ label: String) {
        gtk_accessible_reset_relation(popcorn_gtk_accessible(widgetPointer), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        super.setAccessibleLabel(label)
    }

    /// The text label. Setting it names the button by its new text (see ``init(label:)``).
    public var label: String? {
        get { gtk_button_get_label(typed()).map { String(cString: $0) } }
        set {
            gtk_button_set_label(typed(), newValue)
            resetAccessibleLabel()
        }
    }

    /// The icon.
    public var iconName: String? {
        get { gtk_button_get_icon_name(typed()).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(typed(), newValue) }
    }

    /// Whether the button draws a frame (false for flat buttons).
    public var hasFrame: Bool {
        get { gtk_button_get_has_frame(typed()) != 0 }
        set { gtk_button_set_has_frame(typed(), newValue ? 1 : 0) }
    }

    /// The action the button activates ("win.back", "app.quit"), instead of or in addition to `onClicked`.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(OpaquePointer(widgetPointer)).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(OpaquePointer(widgetPointer), newValue) }
    }

    /// Runs `handler` when the button is clicked (mouse, keyboard or AT-SPI "click" action).
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("clicked", handler)
    }
}
