import CGtk
import CGtkShim

extension Widget {
    /// When the widget edits text (e.g. the text field that has focus inside an entry): selects all of it, so
    /// what is typed next replaces it. Does nothing for other widgets.
    public func selectAllText() {
        guard isA(gtk_editable_get_type()) else { return }
        gtk_editable_select_region(popcorn_gtk_editable(objectPointer), 0, -1)
    }
}
