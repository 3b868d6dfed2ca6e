import GtkKit

/// How the preferences window lays out its rows.
@MainActor
enum PreferencesRows {
    /// Adds a widget at the end of an action row, vertically centred.
    static func addSuffix(_ widget: Widget, to row: ActionRow) {
        widget.valign = .center
        row.addSuffix(widget)
    }

    /// An action row ending with a button labelled `label` whose accessible name is the row's title.
    static func buttonRow(title: String, subtitle: String? = nil, label: String) -> (ActionRow, Button) {
        let row = ActionRow(title: title, subtitle: subtitle)
        let button = Button(label: label)
        button.setAccessibleLabel(title)
        addSuffix(button, to: row)
        return (row, button)
    }

    /// An action row ending with a switch showing `active`, which a click anywhere on the row toggles (the row
    /// names the switch for screen readers).
    static func switchRow(title: String, subtitle: String, active: Bool) -> (ActionRow, Switch) {
        let row = ActionRow(title: title, subtitle: subtitle)
        let toggle = Switch(active: active)
        addSuffix(toggle, to: row)
        row.setActivatableWidget(toggle)
        return (row, toggle)
    }
}
