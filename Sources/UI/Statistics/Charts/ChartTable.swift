import GtkKit

/// A chart's values as rows a screen reader reads ("March: 12 plays"): the accessible text equivalent
/// behind a chart's "Show as Table".
@MainActor
final class ChartTable {
    /// One row: what it is about and its value(s), one per column.
    struct Row: Equatable {
        let name: String
        let values: [String]
    }

    /// The table; place this.
    let widget = ListBox()

    init() {
        widget.addCSSClass("boxed-list")
    }

    /// Shows `rows` under a header of `columns` (the values' names, shown but not read: each value says what it
    /// is, "12 plays"; none for one value).
    func show(columns: [String], rows: [Row]) {
        widget.removeAll()
        if !columns.isEmpty {
            let header = line(name: "", values: columns, styles: ["heading"])
            header.setAccessibleHidden(true)
            widget.append(header, activatable: false)
        }
        for row in rows {
            let added = widget.append(line(name: row.name, values: row.values, styles: []), activatable: false)
            added.setAccessibleLabel("\(row.name): \(row.values.joined(separator: ", "))")
        }
    }

    private func line(name: String, values: [String], styles: [String]) -> Box {
        let box = Box(.horizontal, spacing: 12)
        box.setMargins(top: 8, bottom: 8, start: 12, end: 12)
        let title = Label(name, styles: styles)
        title.xalign = 0
        title.hexpand = true
        title.ellipsizes = true
        box.append(title)
        for value in values {
            let label = Label(value, styles: styles + ["numeric"])
            label.xalign = 1
            label.setSizeRequest(width: 64)
            box.append(label)
        }
        return box
    }
}
