import CGtk

/// Walks a real widget tree in display tests.
public enum WidgetTree {
    /// `widget`'s children, in order.
    @MainActor
    public static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// The first widget, depth first from `widget` itself, for which `matches` returns a value, and that value.
    @MainActor
    public static func first<Found>(
        under widget: UnsafeMutablePointer<GtkWidget>, _ matches: (UnsafeMutablePointer<GtkWidget>) -> Found?
    ) -> Found? {
        if let found = matches(widget) { return found }
        for child in children(of: widget) {
            if let found = first(under: child, matches) { return found }
        }
        return nil
    }
}
