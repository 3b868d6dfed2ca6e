import CGtk

/// A search field with a clear icon (GtkSearchEntry). GTK debounces `onSearchChanged` by 150 ms.
@MainActor
public final class SearchEntry: Widget, Editable {
    /// An empty search entry with an optional placeholder (also its accessible label).
    public init(placeholder: String? = nil) {
        super.init(taking: rawPointer(gtk_search_entry_new()))
        if let placeholder {
            setProperty("placeholder-text", placeholder)
            setAccessibleLabel(placeholder)
        }
    }

    /// Runs `handler` after edits, debounced by GTK.
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("search-changed", handler)
    }

    /// Runs `handler` when Enter is pressed.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("activate", handler)
    }
}
