import CGtk
import CGtkShim
import GtkKit

/// Small constructors for libadwaita preference widgets (rows, groups, pages).
@MainActor
enum PreferencesRows {
    /// An AdwPreferencesGroup with a title and an optional description.
    static func group(title: String, description: String? = nil) -> Widget {
        let group = Widget(taking: rawPointer(adw_preferences_group_new()))
        adw_preferences_group_set_title(group.typed(), title)
        if let description { adw_preferences_group_set_description(group.typed(), description) }
        return group
    }

    /// Adds `row` to `group`.
    static func add(_ row: Widget, to group: Widget) {
        adw_preferences_group_add(group.typed(), row.widgetPointer)
    }

    /// An AdwActionRow.
    static func actionRow(title: String, subtitle: String? = nil) -> Widget {
        let row = Widget(taking: rawPointer(adw_action_row_new()))
        adw_preferences_row_set_title(row.typed(), title)
        if let subtitle { adw_action_row_set_subtitle(row.typed(), subtitle) }
        return row
    }

    /// Adds a widget at the end of an action row, vertically centred.
    static func addSuffix(_ widget: Widget, to row: Widget) {
        widget.valign = .center
        adw_action_row_add_suffix(row.typed(), widget.widgetPointer)
    }

    /// Adds a widget at the start of an action row.
    static func addPrefix(_ widget: Widget, to row: Widget) {
        adw_action_row_add_prefix(row.typed(), widget.widgetPointer)
    }

    /// An AdwComboRow listing `names`, with `selected` chosen.
    static func comboRow(title: String, subtitle: String, names: [String], selected: Int) -> Widget {
        let row = Widget(taking: rawPointer(adw_combo_row_new()))
        adw_preferences_row_set_title(row.typed(), title)
        adw_action_row_set_subtitle(row.typed(), subtitle)
        let list = withCStrings(names) { gtk_string_list_new($0) }
        adw_combo_row_set_model(row.typed(), popcorn_g_list_model(UnsafeMutableRawPointer(list)))
        g_object_unref(UnsafeMutableRawPointer(list))
        adw_combo_row_set_selected(row.typed(), guint(selected))
        return row
    }

    /// The selected index of a combo row.
    static func selectedIndex(of row: Widget) -> Int {
        Int(adw_combo_row_get_selected(row.typed()))
    }
}
