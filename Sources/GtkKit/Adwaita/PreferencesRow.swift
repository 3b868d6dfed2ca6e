import CGtk

/// Base class of the rows of a `PreferencesGroup` (AdwPreferencesRow): a title.
@MainActor
open class PreferencesRow: Widget {
    /// The title (also the row's accessible name).
    public var title: String {
        get { adw_preferences_row_get_title(typed()).map { String(cString: $0) } ?? "" }
        set { adw_preferences_row_set_title(typed(), newValue) }
    }

    /// Whether an underscore in the title marks a mnemonic (Alt+letter activates the row's activatable widget).
    public var usesUnderline: Bool {
        get { adw_preferences_row_get_use_underline(typed()) != 0 }
        set { adw_preferences_row_set_use_underline(typed(), newValue ? 1 : 0) }
    }
}
