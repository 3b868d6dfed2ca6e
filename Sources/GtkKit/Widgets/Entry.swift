import CGtk

/// A one-line text field (GtkEntry).
@MainActor
public final class Entry: Widget, Editable {
    /// An empty entry with an optional placeholder.
    public init(placeholder: String? = nil) {
        super.init(taking: rawPointer(gtk_entry_new()))
        if let placeholder { gtk_entry_set_placeholder_text(typed(), placeholder) }
    }

    /// Runs `handler` when Enter is pressed.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("activate", handler)
    }
}
