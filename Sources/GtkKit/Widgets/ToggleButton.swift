import CGtk
import CGtkShim

/// A button that stays pressed (GtkToggleButton), e.g. "In Watchlist"; AT-SPI reports it as a toggle.
@MainActor
public final class ToggleButton: Widget {
    /// A toggle button with a text label (use `_` for a mnemonic).
    public init(label: String, active: Bool = false) {
        super.init(taking: rawPointer(gtk_toggle_button_new_with_mnemonic(label)))
        resetAccessibleLabel()
        isActive = active
    }

    /// A toggle button showing `child` (e.g. an icon); give it an accessible label and a tooltip.
    public init(child: Widget) {
        super.init(taking: rawPointer(gtk_toggle_button_new()))
        gtk_button_set_child(typed(), child.widgetPointer)
    }

    /// Whether it is pressed.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(typed()) != 0 }
        set { gtk_toggle_button_set_active(typed(), newValue ? 1 : 0) }
    }

    /// The text label.
    public var label: String? {
        get { gtk_button_get_label(typed()).map { String(cString: $0) } }
        set {
            gtk_button_set_label(typed(), newValue)
            resetAccessibleLabel()
        }
    }

    /// The icon (replaces the label).
    public var iconName: String? {
        get { gtk_button_get_icon_name(typed()).map { String(cString: $0) } }
        set { gtk_button_set_icon_name(typed(), newValue) }
    }

    /// Runs `handler` when the user clicks the button (mouse, keyboard or AT-SPI "click" action), after it
    /// flipped `isActive`; not when `isActive` is set.
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("clicked", handler)
    }

    /// Runs `handler` whenever `isActive` changes (by the user or by code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("toggled", handler)
    }
}
