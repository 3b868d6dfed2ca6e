import GtkKit
import Localization

/// A chart with its heading and a "Show as Table" toggle that swaps the chart for its table (the
/// accessible text equivalent of every chart).
@MainActor
final class ChartCard {
    /// The card; place this.
    let widget = Box(.vertical, spacing: 8)
    /// The chart's values as rows, built when first shown (building every row of every table in the frame
    /// that shows the figures would make that frame long).
    private let table = ChartTable()
    private var pendingTable: (columns: [String], rows: [ChartTable.Row])?
    private let heading: Label
    private let stack = Stack()
    private let toggle = ToggleButton(label: tr("Show as Table"))

    /// The heading.
    var title: String {
        get { heading.text }
        set { heading.text = newValue }
    }

    /// A card titled `title` around `chart`.
    init(title: String, chart: Widget) {
        let header = Box(.horizontal, spacing: 12)
        heading = Label(heading: title, level: 2, styles: ["heading"])
        heading.xalign = 0
        heading.hexpand = true
        heading.wraps = true
        header.append(heading)
        toggle.addCSSClass("flat")
        toggle.valign = .center
        toggle.tooltip = tr("Show the chart's values as a table")
        header.append(toggle)
        widget.append(header)
        stack.isHomogeneous = false
        stack.add(chart, name: "chart")
        stack.add(table.widget, name: "table")
        stack.visibleChildName = "chart"
        widget.append(stack)
        toggle.onToggled { [weak self] in
            guard let self else { return }
            if self.toggle.isActive { self.buildTable() }
            self.stack.visibleChildName = self.toggle.isActive ? "table" : "chart"
        }
    }

    /// Shows `rows` under `columns` in the table (now when it shows, else once "Show as Table" is on).
    func showTable(columns: [String], rows: [ChartTable.Row]) {
        pendingTable = (columns, rows)
        if toggle.isActive { buildTable() }
    }

    private func buildTable() {
        guard let pending = pendingTable else { return }
        pendingTable = nil
        table.show(columns: pending.columns, rows: pending.rows)
    }
}
