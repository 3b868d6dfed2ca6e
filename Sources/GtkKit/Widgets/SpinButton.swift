import CGtk

/// A numeric field with − and + buttons (GtkSpinButton).
@MainActor
public final class SpinButton: Widget {
    /// A spin button from `minimum` to `maximum` in steps of `step`.
    public init(minimum: Double, maximum: Double, step: Double) {
        super.init(taking: rawPointer(gtk_spin_button_new_with_range(minimum, maximum, step)))
    }

    /// The value.
    public var value: Double {
        get { gtk_spin_button_get_value(opaque) }
        set { gtk_spin_button_set_value(opaque, newValue) }
    }

    /// The value rounded to an integer.
    public var intValue: Int { Int(gtk_spin_button_get_value_as_int(opaque)) }

    /// Runs `handler` whenever the value changes.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("value-changed", handler)
    }
}
