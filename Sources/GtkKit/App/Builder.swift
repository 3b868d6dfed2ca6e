import CGtk

/// Objects built from a GtkBuilder XML description (GtkBuilder), for widgets best described in XML
/// such as a GtkShortcutsWindow.
@MainActor
public final class Builder: Object {
    /// Builds every object of `xml`; invalid XML is a programming error (GTK aborts).
    public init(xml: String) {
        super.init(taking: rawPointer(gtk_builder_new_from_string(xml, -1)))
    }

    /// The widget with `id` in the description, or nil when there is none.
    public func widget(_ id: String) -> Widget? {
        gtk_builder_get_object(opaque, id).map { Widget(retaining: rawPointer($0)) }
    }
}
