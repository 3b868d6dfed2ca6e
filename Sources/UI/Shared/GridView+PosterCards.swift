import GtkKit

extension GridView where Item == CardContent, Row == PosterCard {
    /// Shows `list` when it differs from `shown` (and makes it the new `shown`), keeping the keyboard focus in
    /// the grid when it was there; at most `columnLimit` columns (``limitColumns(posters:to:)``).
    func showPosters(
        _ list: [CardContent], replacing shown: inout [CardContent],
        columnLimit: Int = PosterCard.maximumGridColumns
    ) {
        guard list != shown else { return }
        let hadFocus = containsFocus
        shown = list
        store.rebindAll(with: list)
        limitColumns(posters: list.count, to: columnLimit)
        if hadFocus, !list.isEmpty { grabFocus() }
    }

    /// No more columns than `posters` (a grid's natural width is its most columns: a short list stays
    /// centred) nor than `limit`, the columns its width shows (``PosterCard/gridColumns(fitting:)``):
    /// GtkGridView keeps about 30 rows of its most columns as widgets, so columns the width cannot show
    /// make cards, and load posters, of rows far below the visible ones (372 cards for 12 columns, where a
    /// 1024-pixel window shows 6 columns and 186 cards do).
    func limitColumns(posters: Int, to limit: Int) {
        let columns = min(max(posters, minColumns), max(limit, minColumns), PosterCard.maximumGridColumns)
        if columns != maxColumns { maxColumns = columns }
    }
}
