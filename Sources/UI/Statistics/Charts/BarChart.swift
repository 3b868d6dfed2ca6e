import GtkKit

/// One series of a bar chart: a name (its legend) and a value per category.
struct BarSeries: Equatable {
    let name: String
    let values: [Double]
}

/// Vertical bars per category (plays per month; your ratings beside TMDb's), drawn in the accent colour
/// (a second series in the foreground colour, faded), with the categories' names below and, for one
/// series, each bar's value above it when there is room. Its accessible label says what it shows; the
/// values are in its table (`ChartCard`).
@MainActor
final class BarChart {
    /// The chart; place this.
    let widget = Canvas(role: .image, width: 240, height: 180)
    private var categories: [String] = []
    private var series: [BarSeries] = []
    private var maximum: Double?

    /// Whether one series is drawn in the second series' colour (a chart set beside another).
    private let isSecondary: Bool

    /// A bar chart; `secondary` draws a single series in the second series' colour.
    init(secondary: Bool = false) {
        isSecondary = secondary
        widget.hexpand = true
        widget.onDraw { [weak self] snapshot, width, height in self?.draw(snapshot, width: width, height: height) }
    }

    /// Shows the series over `categories` (short names drawn under the bars) and says `summary` to screen
    /// readers; a bar of `maximum` (by default the largest value) reaches the top.
    func show(categories: [String], series: [BarSeries], summary: String, maximum: Double? = nil) {
        self.categories = categories
        self.series = series
        self.maximum = maximum
        widget.setAccessibleLabel(summary)
        widget.queueDraw()
    }

    private func draw(_ snapshot: CanvasSnapshot, width: Double, height: Double) {
        guard !categories.isEmpty, !series.isEmpty else { return }
        let foreground = snapshot.namedColor("window_fg_color")
        let accent = snapshot.namedColor("accent_bg_color", fallback: CanvasColor(red: 0.21, green: 0.52, blue: 0.89))
        let colors = isSecondary ? [foreground.faded(0.4)] : [accent, foreground.faded(0.4)]
        let labelColor = foreground.faded(0.7)
        let lineHeight = snapshot.measure("Ag", small: true).height
        var top = lineHeight + 4
        if series.count > 1 {
            drawLegend(snapshot, colors: colors, color: labelColor)
            top += lineHeight + 4
        }
        let bottom = height - lineHeight - 6
        let most = maximum ?? max(series.flatMap(\.values).max() ?? 0, 1)
        let slot = width / Double(categories.count)
        let barWidth = max(2, min(32, (slot * 0.7) / Double(series.count)))
        let groupWidth = barWidth * Double(series.count)
        snapshot.fill(x: 0, y: bottom, width: width, height: 1, color: foreground.faded(0.2))
        let labelEvery = Int((categoryLabelWidth(snapshot) + 6) / slot) + 1
        for (index, category) in categories.enumerated() {
            let groupX = Double(index) * slot + (slot - groupWidth) / 2
            for (number, values) in series.map(\.values).enumerated() where index < values.count {
                let barHeight = (bottom - top) * values[index] / most
                let x = groupX + Double(number) * barWidth
                snapshot.fill(
                    x: x + 1, y: bottom - barHeight, width: barWidth - 2, height: barHeight,
                    color: colors[min(number, colors.count - 1)], cornerRadius: 3)
                if series.count == 1, values[index] > 0 {
                    let text = Self.valueText(values[index])
                    let size = snapshot.measure(text, small: true)
                    if size.width <= slot {
                        snapshot.text(
                            text, x: groupX + (groupWidth - size.width) / 2,
                            y: bottom - barHeight - size.height - 2, color: labelColor, small: true)
                    }
                }
            }
            if index % labelEvery == 0 {
                let size = snapshot.measure(category, small: true)
                snapshot.text(
                    category, x: Double(index) * slot + (slot - size.width) / 2, y: bottom + 4,
                    color: labelColor, small: true)
            }
        }
    }

    private func drawLegend(_ snapshot: CanvasSnapshot, colors: [CanvasColor], color: CanvasColor) {
        var x = 0.0
        let lineHeight = snapshot.measure("Ag", small: true).height
        for (number, entry) in series.enumerated() {
            snapshot.fill(
                x: x, y: (lineHeight - 10) / 2, width: 10, height: 10,
                color: colors[min(number, colors.count - 1)], cornerRadius: 2)
            snapshot.text(entry.name, x: x + 14, y: 0, color: color, small: true)
            x += 14 + snapshot.measure(entry.name, small: true).width + 16
        }
    }

    private func categoryLabelWidth(_ snapshot: CanvasSnapshot) -> Double {
        categories.map { snapshot.measure($0, small: true).width }.max() ?? 0
    }

    /// "12", "7.5".
    private static func valueText(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
    }
}
