import CGtk

/// Text in an area of a fixed number of lines (GtkInscription): its size does not follow its text, so
/// changing the text only redraws it. Meant for the cells of recycling grids and lists, where a `Label`
/// would lay out the whole grid again each time a cell is bound.
@MainActor
public final class Inscription: Widget {
    /// An inscription `lines` lines high (longer text ends with "…"); `styles` are CSS classes.
    public init(lines: Int, styles: [String] = []) {
        super.init(taking: rawPointer(gtk_inscription_new(nil)))
        gtk_inscription_set_min_lines(opaque, UInt32(lines))
        gtk_inscription_set_nat_lines(opaque, UInt32(lines))
        gtk_inscription_set_text_overflow(opaque, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
        gtk_inscription_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
        gtk_inscription_set_yalign(opaque, 0)
        styles.forEach(addCSSClass)
    }

    /// The text.
    public var text: String {
        get { gtk_inscription_get_text(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_inscription_set_text(opaque, newValue) }
    }

    /// Horizontal alignment of the text, 0 (start) … 1 (end).
    public var xalign: Float {
        get { gtk_inscription_get_xalign(opaque) }
        set { gtk_inscription_set_xalign(opaque, newValue) }
    }
}
