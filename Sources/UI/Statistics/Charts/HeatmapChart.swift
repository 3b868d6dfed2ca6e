import Catalog
import Features
import Foundation
import GtkKit
import Localization

/// Days watched over a year, GitHub style: one cell a day (columns are weeks, rows weekdays), shaded by
/// plays in the accent colour. One Tab stop: the arrow keys move a focused cell (Left/Right a week,
/// Up/Down a day, Home/End the year's ends), whose value is the widget's accessible label ("3 plays on
/// 14 March 2025"), so a screen reader reads each cell as it is reached.
@MainActor
final class HeatmapChart {
    /// The chart; place this.
    let widget = Canvas(role: .gridCell, width: 280, height: 18)
    private var grid = HeatmapGrid(year: 2000, firstWeekday: Calendar.current.firstWeekday)
    private var plays: [Int] = []
    /// The months' and weekdays' short names, made once per year shown (formatters are slow; drawing is often).
    private var monthNames: [String] = []
    private var weekdayNames: [String] = []
    private var focusedDay = 0
    private var hasFocus = false

    private static let keyHome: UInt32 = 0xff50
    private static let keyLeft: UInt32 = 0xff51
    private static let keyUp: UInt32 = 0xff52
    private static let keyRight: UInt32 = 0xff53
    private static let keyDown: UInt32 = 0xff54
    private static let keyEnd: UInt32 = 0xff57
    /// Height of a week column per pixel of width (7 rows over up to 54 columns).
    private static let heightPerWidth = 7.0 / 54.0

    init() {
        widget.isFocusable = true
        widget.setHeightForWidth(Self.heightPerWidth)
        widget.hexpand = true
        widget.setAccessibleDescription(tr("Plays per day. The arrow keys move between days."))
        widget.onDraw { [weak self] snapshot, width, height in self?.draw(snapshot, width: width, height: height) }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self, modifiers.isEmpty, let move = Self.move(for: keyval) else { return false }
            self.focus(day: self.grid.moving(self.focusedDay, move))
            return true
        }
        widget.addController(keys)
        let focus = FocusController()
        focus.onFocusChange { [weak self] focused in
            self?.hasFocus = focused
            self?.widget.queueDraw()
        }
        widget.addController(focus)
        let click = GestureClick()
        click.onPressed { [weak self] _, x, y in
            guard let self, let day = self.day(atX: x, y: y) else { return }
            _ = self.widget.grabFocus()
            self.focus(day: day)
        }
        widget.addController(click)
    }

    /// Shows `year`'s plays per day; the focus goes to the latest day with a play (else 1 January).
    func show(year: Int, plays playsByDate: [CalendarDate: Int]) {
        grid = HeatmapGrid(year: year, firstWeekday: Calendar.current.firstWeekday)
        plays = Array(repeating: 0, count: grid.dayCount)
        monthNames = (1...12).map { DisplayFormat.date(CalendarDate(year: year, month: $0, day: 1), template: "LLL") }
        weekdayNames = weekdayLabels()
        for (date, count) in playsByDate {
            if let day = grid.day(of: date) { plays[day] += count }
        }
        focus(day: plays.lastIndex { $0 > 0 } ?? 0)
    }

    /// The focused day's text, as the screen reader reads it.
    var focusedCellText: String { Self.cellText(plays: plays[focusedDay], on: grid.date(ofDay: focusedDay)) }

    /// "3 plays on 14 March 2025", "No plays on 2 March 2025".
    static func cellText(plays: Int, on date: CalendarDate) -> String {
        let day = DisplayFormat.longDate(date)
        if plays == 0 {
            // Translators: a day of the statistics' heatmap without any play ("No plays on 2 March 2025").
            return String(format: tr("No plays on %@"), day)
        }
        // Translators: a day of the statistics' heatmap ("3 plays on 14 March 2025").
        return String(format: ntr("%ld play on %@", "%ld plays on %@", plays), plays, day)
    }

    private func focus(day: Int) {
        focusedDay = day
        widget.setAccessibleLabel(focusedCellText)
        widget.tooltip = focusedCellText
        widget.queueDraw()
    }

    private static func move(for keyval: UInt32) -> HeatmapGrid.Move? {
        switch keyval {
        case keyLeft: .previousWeek
        case keyRight: .nextWeek
        case keyUp: .previousDay
        case keyDown: .nextDay
        case keyHome: .firstDay
        case keyEnd: .lastDay
        default: nil
        }
    }

    // MARK: Drawing

    /// Whether the year is drawn in two bands, January–June above July–December (narrow pages: cells twice
    /// as large).
    var isSplit = false {
        didSet {
            guard isSplit != oldValue else { return }
            widget.setHeightForWidth(isSplit ? 2 * 7.0 / 28.0 : Self.heightPerWidth)
            widget.setContentSize(width: 280, height: isSplit ? 48 : 18)
        }
    }

    /// Where the cells are: the label column's width, a band's height, the first column of the second
    /// band (the columns when not split) and the pitch of a cell.
    private struct Geometry {
        let left: Double
        let top: Double
        let pitch: Double
        let secondBand: Int
        let showsWeekdays: Bool

        var cellSize: Double { pitch - max(1, (pitch * 0.18).rounded()) }
        var bandHeight: Double { top + 7 * pitch + 8 }

        func origin(column: Int, row: Int) -> (x: Double, y: Double) {
            let band = column >= secondBand ? 1 : 0
            let shown = column - band * secondBand
            return (left + Double(shown) * pitch, Double(band) * bandHeight + top + Double(row) * pitch)
        }

        /// The column and row at a point, if any.
        func cell(atX x: Double, y: Double) -> (column: Int, row: Int)? {
            let band = y >= bandHeight ? 1 : 0
            let inBand = y - Double(band) * bandHeight - top
            guard x >= left, inBand >= 0 else { return nil }
            return (Int((x - left) / pitch) + band * secondBand, Int(inBand / pitch))
        }
    }

    private var lastGeometry: Geometry?

    /// The cells' geometry at `width`; the weekday names only when they fit beside every other row.
    private func geometry(_ snapshot: CanvasSnapshot, width: Double) -> Geometry {
        let lineHeight = snapshot.measure("Ag", small: true).height
        let secondBand =
            isSplit
            ? (grid.day(of: CalendarDate(year: grid.year, month: 7, day: 1))
                .map { grid.cell(ofDay: $0).column } ?? grid.columns) : grid.columns
        let columnsPerBand = Double(max(secondBand, grid.columns - secondBand))
        let labelWidth = (weekdayNames.map { snapshot.measure($0, small: true).width }.max() ?? 0) + 6
        let labelled = ((width - labelWidth) / columnsPerBand) * 2 >= lineHeight
        let left = labelled ? labelWidth : 0
        return Geometry(
            left: left, top: lineHeight + 4, pitch: max(3, ((width - left) / columnsPerBand).rounded(.down)),
            secondBand: secondBand, showsWeekdays: labelled)
    }

    private func draw(_ snapshot: CanvasSnapshot, width: Double, height: Double) {
        guard !plays.isEmpty else { return }
        let geometry = geometry(snapshot, width: width)
        lastGeometry = geometry
        let foreground = snapshot.namedColor("window_fg_color")
        let accent = snapshot.namedColor("accent_bg_color", fallback: CanvasColor(red: 0.21, green: 0.52, blue: 0.89))
        let labelColor = foreground.faded(0.7)
        drawMonthLabels(snapshot, geometry, color: labelColor)
        let names = weekdayNames
        let bandStarts = geometry.secondBand < grid.columns ? [0, geometry.secondBand] : [0]
        for row in [1, 3, 5] where geometry.showsWeekdays {
            for column in bandStarts {
                let y = geometry.origin(column: column, row: row).y
                let size = snapshot.measure(names[row], small: true)
                snapshot.text(
                    names[row], x: 0, y: y + (geometry.cellSize - size.height) / 2, color: labelColor,
                    small: true)
            }
        }
        let most = max(plays.max() ?? 0, 1)
        let empty = foreground.faded(0.08)
        let radius = geometry.cellSize / 5
        for day in 0..<grid.dayCount {
            let cell = grid.cell(ofDay: day)
            let origin = geometry.origin(column: cell.column, row: cell.row)
            let color = plays[day] == 0 ? empty : accent.faded(Self.shade(plays[day], most: most))
            snapshot.fill(
                x: origin.x, y: origin.y, width: geometry.cellSize, height: geometry.cellSize,
                color: color, cornerRadius: radius)
        }
        if hasFocus {
            let cell = grid.cell(ofDay: focusedDay)
            let origin = geometry.origin(column: cell.column, row: cell.row)
            snapshot.outline(
                x: origin.x - 2, y: origin.y - 2, width: geometry.cellSize + 4,
                height: geometry.cellSize + 4, color: foreground)
        }
    }

    /// The opacity of the accent for a day with `plays` (four steps up to the busiest day).
    private static func shade(_ plays: Int, most: Int) -> Double {
        let step = Int((Double(plays) / Double(most) * 4).rounded(.up))
        return [0.45, 0.65, 0.85, 1.0][min(max(step, 1), 4) - 1]
    }

    /// Each month's short name over the column of its first full week, unless it would overlap the previous.
    private func drawMonthLabels(_ snapshot: CanvasSnapshot, _ geometry: Geometry, color: CanvasColor) {
        var nextFreeX = 0.0
        for month in 1...12 {
            guard let day = grid.day(of: CalendarDate(year: grid.year, month: month, day: 1)) else { continue }
            let column = grid.cell(ofDay: day).column + (grid.cell(ofDay: day).row == 0 ? 0 : 1)
            let origin = geometry.origin(column: column, row: 0)
            if month == 7, geometry.secondBand < grid.columns { nextFreeX = 0 }
            let name = monthNames.indices.contains(month - 1) ? monthNames[month - 1] : ""
            let size = snapshot.measure(name, small: true)
            guard origin.x >= nextFreeX,
                origin.x + size.width <= geometry.left + geometry.pitch * Double(grid.columns) + 8
            else { continue }
            snapshot.text(name, x: origin.x, y: origin.y - geometry.top, color: color, small: true)
            nextFreeX = origin.x + size.width + 6
        }
    }

    /// Short weekday names by row.
    private func weekdayLabels() -> [String] {
        let symbols: [String] = DateFormatter().shortWeekdaySymbols
        return (0..<7).map { row in
            let index = grid.weekday(ofRow: row) - 1
            return index < symbols.count ? symbols[index] : ""
        }
    }

    private func day(atX x: Double, y: Double) -> Int? {
        guard let cell = lastGeometry?.cell(atX: x, y: y) else { return nil }
        return grid.day(column: cell.column, row: cell.row)
    }
}
