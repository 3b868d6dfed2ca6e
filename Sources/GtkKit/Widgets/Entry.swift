import CGtk
import CGtkShim

/// A one-line text field (GtkEntry).
@MainActor
public final class Entry: Widget {
    /// An empty entry with an optional placeholder.
    public init(placeholder: String? = nil) {
        super.init(taking: rawPointer(gtk_entry_new()))
        if let placeholder { gtk_entry_set_placeholder_text(typed(), placeholder) }
    }

    /// The text.
    public var text: String {
        get { String(cString: gtk_editable_get_text(popcorn_gtk_editable(objectPointer))) }
        set { gtk_editable_set_text(popcorn_gtk_editable(objectPointer), newValue) }
    }

    /// Runs `handler` after each edit.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("changed", handler)
    }

    /// Runs `handler` when Enter is pressed.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("activate", handler)
    }
}
