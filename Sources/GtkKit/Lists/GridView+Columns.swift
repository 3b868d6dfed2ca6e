import CGtk

extension GridView {
    /// How many columns fit in `width` points as GtkGridView lays them out: as many as its narrowest column
    /// allows (the widest minimum width of its cards), at least ``minColumns``; nil while it has no cards to
    /// measure.
    public func columns(fitting width: Int) -> Int? {
        var minimum: Int32 = 0
        gtk_widget_measure(widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        // GtkGridView's minimum width is its narrowest column times its fewest columns.
        let column = Int(minimum) / max(minColumns, 1)
        guard column > 0 else { return nil }
        return max(width / column, minColumns)
    }
}
