import CGtk
import CGtkShim

/// A button that stays pressed (GtkToggleButton), e.g. "In Watchlist"; AT-SPI reports it as a toggle. Its
/// ``Button/onClicked(_:)`` runs when the user clicks it, after the click flipped ``isActive``; not when
/// `isActive` is set.
@MainActor
public final class ToggleButton: Button {
    /// A toggle button with a text label (use `_` for a mnemonic).
    public init(label: String, active: Bool = false) {
        super.init(taking: rawPointer(gtk_toggle_button_new_with_mnemonic(label)))
        resetAccessibleLabel()
        isActive = active
    }

    /// A toggle button showing `child` (e.g. an icon); give it an accessible label and a tooltip.
    public override init(child: Widget) {
        super.init(taking: rawPointer(gtk_toggle_button_new()))
        gtk_button_set_child(typed(), child.widgetPointer)
    }

    /// Whether it is pressed.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(typed()) != 0 }
        set { gtk_toggle_button_set_active(typed(), newValue ? 1 : 0) }
    }

    /// Runs `handler` whenever `isActive` changes (by the user or by code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("toggled", handler)
    }
}
