import CGtk

extension GridView {
    /// How many columns fit in `width` points as GtkGridView lays them out (each as wide as the narrowest its
    /// cards can be), at least ``minColumns``; nil while it has no cards to measure. Only the first card is
    /// measured (measuring them all made each new card compute its style and text when a grid was shown):
    /// the cards of a grid are meant to be alike.
    public func columns(fitting width: Int) -> Int? {
        guard let card = gtk_widget_get_first_child(widgetPointer) else { return nil }
        var minimum: Int32 = 0
        gtk_widget_measure(card, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        guard minimum > 0 else { return nil }
        return max(width / Int(minimum), minColumns)
    }
}
