import CGtk
import CGtkShim

/// Text (GtkLabel).
@MainActor
public final class Label: Widget {
    /// A label showing `text`; `styles` are CSS classes such as "title-1", "heading", "dim-label", "caption".
    public init(_ text: String = "", styles: [String] = []) {
        super.init(taking: rawPointer(gtk_label_new(text)))
        styles.forEach(addCSSClass)
    }

    /// A label with the heading role (screen readers list and jump between headings); `level` 1–6.
    public init(heading text: String, level: Int = 2, styles: [String] = []) {
        super.init(taking: rawPointer(popcorn_widget_new_with_role(gtk_label_get_type(), GTK_ACCESSIBLE_ROLE_HEADING)))
        gtk_label_set_text(opaque, text)
        popcorn_accessible_set_level(popcorn_gtk_accessible(widgetPointer), Int32(level))
        styles.forEach(addCSSClass)
    }

    /// The text.
    public var text: String {
        get { String(cString: gtk_label_get_text(opaque)) }
        set { gtk_label_set_text(opaque, newValue) }
    }

    /// Sets Pango markup (escape user text with `Label.escapeMarkup`).
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(opaque, markup)
    }

    /// Escapes `text` for use inside markup.
    public static func escapeMarkup(_ text: String) -> String {
        takeString(g_markup_escape_text(text, -1)) ?? ""
    }

    /// Whether long lines wrap, at word boundaries only: a word is never broken (the label is at least as
    /// wide as its longest word).
    public var wraps: Bool {
        get { gtk_label_get_wrap(opaque) != 0 }
        set {
            gtk_label_set_wrap(opaque, newValue ? 1 : 0)
            gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD)
        }
    }

    /// Maximum number of lines when ellipsizing wrapped text (-1: unlimited).
    public var lines: Int {
        get { Int(gtk_label_get_lines(opaque)) }
        set { gtk_label_set_lines(opaque, Int32(newValue)) }
    }

    /// Whether overflowing text ends with "…".
    public var ellipsizes: Bool {
        get { gtk_label_get_ellipsize(opaque) != PANGO_ELLIPSIZE_NONE }
        set { gtk_label_set_ellipsize(opaque, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    /// Horizontal alignment of the text inside the label, 0 (start) … 1 (end).
    public var xalign: Float {
        get { gtk_label_get_xalign(opaque) }
        set { gtk_label_set_xalign(opaque, newValue) }
    }

    /// Whether the text is justified to the center (multi-line labels).
    public var isCentered: Bool {
        get { gtk_label_get_justify(opaque) == GTK_JUSTIFY_CENTER }
        set { gtk_label_set_justify(opaque, newValue ? GTK_JUSTIFY_CENTER : GTK_JUSTIFY_LEFT) }
    }

    /// Whether the user can select (and copy) the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(opaque) != 0 }
        set { gtk_label_set_selectable(opaque, newValue ? 1 : 0) }
    }
}
