import Features
import GtkKit

/// The statistics page's headline figures, each a large value over its caption, in a row (two a row when
/// narrow), read by screen readers as "3 days 4 hours, Time Watched".
@MainActor
final class StatisticsFigures {
    /// The figures; place this.
    let widget = FlowBox(spacing: 12, maximumPerLine: 5)

    private var tiles: [(value: Label, caption: Label, child: Widget)] = []

    init() {
        widget.setMinimumPerLine(2)
    }

    /// Two a row (narrow pages) or all in one.
    var isNarrow = false {
        didSet { widget.maximumPerLine = isNarrow ? 2 : 5 }
    }

    /// Shows `figures`.
    func show(_ figures: [StatisticsPageDisplay.Figure]) {
        while tiles.count < figures.count {
            let box = Box(.vertical, spacing: 2)
            box.addCSSClass("card")
            box.setMargins(0)
            let value = Label("", styles: ["title-3", "numeric"])
            value.wraps = true
            value.isCentered = true
            let caption = Label("", styles: ["caption", "dim-label"])
            caption.wraps = true
            caption.isCentered = true
            let inner = Box(.vertical, spacing: 2)
            inner.setMargins(top: 12, bottom: 12, start: 8, end: 8)
            inner.append(value)
            inner.append(caption)
            box.append(inner)
            let child = widget.append(box)
            child.isFocusable = false
            tiles.append((value, caption, child))
        }
        for (tile, figure) in zip(tiles, figures) {
            tile.value.text = figure.value
            tile.caption.text = figure.caption
            tile.child.setAccessibleLabel("\(figure.value), \(figure.caption)")
        }
    }
}
