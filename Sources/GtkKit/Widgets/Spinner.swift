import CGtk

/// An activity indicator (GtkSpinner).
@MainActor
public final class Spinner: Widget {
    /// A spinner, spinning by default.
    public init(spinning: Bool = true, size: Int = 32) {
        super.init(taking: rawPointer(gtk_spinner_new()))
        setSizeRequest(width: size, height: size)
        isSpinning = spinning
    }

    /// Whether it animates.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(opaque) != 0 }
        set { gtk_spinner_set_spinning(opaque, newValue ? 1 : 0) }
    }
}
