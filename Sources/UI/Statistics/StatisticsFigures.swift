import Features
import GtkKit

/// The statistics page's headline figures, each a large value over its caption, three a row (two when
/// narrow; six in one row would keep the window from shrinking below 500 px), read by screen readers as
/// "3 days 4 hours, Time Watched". Not Tab stops: they are text.
@MainActor
final class StatisticsFigures {
    /// The figures; place this.
    let widget = Box(.vertical, spacing: 12)

    private var tiles: [(tile: Box, value: Label, caption: Label)] = []
    private var rows: [(row: Box, tiles: [Box])] = []

    /// How many figures a row holds on a wide page.
    private static let perWideRow = 3

    /// Two a row (narrow pages) or three.
    var isNarrow = false {
        didSet { if isNarrow != oldValue { layOut() } }
    }

    /// Shows `figures`.
    func show(_ figures: [StatisticsPageDisplay.Figure]) {
        if tiles.count != figures.count {
            tiles = figures.map { _ in Self.makeTile() }
            layOut()
        }
        for (tile, figure) in zip(tiles, figures) {
            tile.value.text = figure.value
            tile.caption.text = figure.caption
            tile.tile.setAccessibleLabel("\(figure.value), \(figure.caption)")
        }
    }

    private func layOut() {
        for (row, tilesOfRow) in rows {
            tilesOfRow.forEach(row.remove)
            widget.remove(row)
        }
        let perRow = isNarrow ? 2 : Self.perWideRow
        rows = stride(from: 0, to: tiles.count, by: perRow).map { start in
            let row = Box(.horizontal, spacing: 12)
            row.isHomogeneous = true
            let tilesOfRow = tiles[start..<min(start + perRow, tiles.count)].map(\.tile)
            tilesOfRow.forEach(row.append)
            return (row, tilesOfRow)
        }
        rows.forEach { widget.append($0.row) }
    }

    private static func makeTile() -> (tile: Box, value: Label, caption: Label) {
        let tile = Box(.vertical, spacing: 2)
        tile.addCSSClass("card")
        let value = Label("", styles: ["title-3", "numeric"])
        value.wraps = true
        value.isCentered = true
        let caption = Label("", styles: ["caption", "dim-label"])
        caption.wraps = true
        caption.isCentered = true
        value.setMargins(top: 12, start: 8, end: 8)
        caption.setMargins(bottom: 12, start: 8, end: 8)
        tile.append(value)
        tile.append(caption)
        return (tile, value, caption)
    }
}
