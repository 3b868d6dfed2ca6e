import GtkKit

extension GridView where Item == CardContent, Row == PosterCard {
    /// Shows `list` when it differs from `shown` (and makes it the new `shown`), keeping the keyboard focus in
    /// the grid when it was there.
    func showPosters(_ list: [CardContent], replacing shown: inout [CardContent]) {
        guard list != shown else { return }
        let hadFocus = containsFocus
        shown = list
        store.rebindAll(with: list)
        // A grid's natural width is its most columns: no more columns than posters keeps a short list centred.
        maxColumns = min(max(list.count, minColumns), PosterCard.maximumGridColumns)
        if hadFocus, !list.isEmpty { grabFocus() }
    }
}
