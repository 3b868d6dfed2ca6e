import CGtk

/// A row that reveals more rows under it when activated (AdwExpanderRow), e.g. an "Advanced" section.
@MainActor
public final class ExpanderRow: PreferencesRow {
    /// A collapsed row titled `title`, with an optional `subtitle`.
    public init(title: String, subtitle: String? = nil) {
        super.init(taking: rawPointer(adw_expander_row_new()))
        self.title = title
        if let subtitle { adw_expander_row_set_subtitle(typed(), subtitle) }
    }

    /// Whether the rows under it are shown.
    public var isExpanded: Bool {
        get { adw_expander_row_get_expanded(typed()) != 0 }
        set { adw_expander_row_set_expanded(typed(), newValue ? 1 : 0) }
    }

    /// Adds a row at the end of the hidden rows.
    public func addRow(_ row: Widget) {
        adw_expander_row_add_row(typed(), row.widgetPointer)
    }
}
