import GtkKit

/// A ranking as horizontal bars (top networks and studios): one row per entry, its name on the left (cut
/// with "…" when longer than a third of the width), a bar in the accent colour as long as its value against
/// the first's, and the value after the bar. Its accessible label says what it shows; the values are in its
/// table (`ChartCard`).
@MainActor
final class RankingChart {
    /// One bar: its name, its length and the text after it.
    struct Entry: Equatable {
        let name: String
        let value: Double
        let valueText: String
    }

    /// The chart; place this.
    let widget = Canvas(role: .image, width: 240, height: 0)
    private var entries: [Entry] = []
    private static let rowHeight = 28.0

    init() {
        widget.hexpand = true
        widget.onDraw { [weak self] snapshot, width, height in self?.draw(snapshot, width: width, height: height) }
    }

    /// Shows `entries` (largest first) and says `summary` to screen readers.
    func show(_ entries: [Entry], summary: String) {
        self.entries = entries
        widget.setContentSize(width: 240, height: Int(Self.rowHeight) * entries.count)
        widget.setAccessibleLabel(summary)
        widget.queueDraw()
    }

    private func draw(_ snapshot: CanvasSnapshot, width: Double, height: Double) {
        guard !entries.isEmpty else { return }
        let foreground = snapshot.namedColor("window_fg_color")
        let accent = snapshot.namedColor("accent_bg_color", fallback: CanvasColor(red: 0.21, green: 0.52, blue: 0.89))
        let labelColor = foreground.faded(0.8)
        let nameWidth = min(width / 3, entries.map { snapshot.measure($0.name).width }.max() ?? 0)
        let valueWidth = entries.map { snapshot.measure($0.valueText, small: true).width }.max() ?? 0
        let barStart = nameWidth + 12
        let barSpace = max(width - barStart - valueWidth - 8, 1)
        let most = max(entries.map(\.value).max() ?? 0, 1)
        for (index, entry) in entries.enumerated() {
            let top = Double(index) * Self.rowHeight
            let name = Self.fitted(entry.name, width: nameWidth, snapshot)
            let nameHeight = snapshot.measure(name).height
            snapshot.text(name, x: 0, y: top + (Self.rowHeight - nameHeight) / 2, color: labelColor)
            let barLength = max(barSpace * entry.value / most, 2)
            snapshot.fill(
                x: barStart, y: top + 6, width: barLength, height: Self.rowHeight - 12, color: accent, cornerRadius: 3)
            let valueHeight = snapshot.measure(entry.valueText, small: true).height
            snapshot.text(
                entry.valueText, x: barStart + barLength + 6, y: top + (Self.rowHeight - valueHeight) / 2,
                color: labelColor, small: true)
        }
    }

    /// `text`, cut with "…" to fit `width`.
    private static func fitted(_ text: String, width: Double, _ snapshot: CanvasSnapshot) -> String {
        guard snapshot.measure(text).width > width else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, snapshot.measure(kept + "…").width > width { kept = kept.dropLast() }
        return kept + "…"
    }
}
