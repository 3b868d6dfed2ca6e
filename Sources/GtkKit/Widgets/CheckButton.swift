import CGtk

/// A check box (GtkCheckButton); AT-SPI reports it as a "check box" with the checked state. GTK 4.8 gives it
/// no AT-SPI action: it is toggled by a click, or Space when it has keyboard focus.
@MainActor
public final class CheckButton: Widget {
    private var isUpdating = false

    /// A check box without a visible label (give it an accessible label).
    public init() {
        super.init(taking: rawPointer(gtk_check_button_new()))
    }

    /// Whether it is checked. Setting it does not run the `onUserToggled` handler.
    public var isActive: Bool {
        get { gtk_check_button_get_active(typed()) != 0 }
        set {
            guard newValue != isActive else { return }
            isUpdating = true
            gtk_check_button_set_active(typed(), newValue ? 1 : 0)
            isUpdating = false
        }
    }

    /// Runs `handler` with the new state when the user toggles it (click, Space), not when `isActive` is set.
    @discardableResult
    public func onUserToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalHandlerID {
        connect("toggled") { [weak self] in
            guard let self, !self.isUpdating else { return }
            handler(self.isActive)
        }
    }
}
