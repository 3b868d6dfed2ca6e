import CGtk
import CGtkShim

/// A widget holding editable text (GtkEditable): entries, search entries, entry rows.
@MainActor
public protocol Editable: Widget {}

extension Editable {
    private var editable: OpaquePointer { popcorn_gtk_editable(objectPointer) }

    /// The text.
    public var text: String {
        get { gtk_editable_get_text(editable).map { String(cString: $0) } ?? "" }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Runs `handler` after each edit (immediately, no debounce).
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("changed", handler)
    }
}
