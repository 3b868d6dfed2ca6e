import GtkKit

/// A recycling grid of poster cards in its scroller (the Watchlist, the Library, For You, Discover, See All)
/// that makes cards only for the columns its width shows: GtkGridView keeps about 30 rows of its most columns
/// as widgets, so columns the width cannot show make cards, and load posters, of rows far below the visible
/// ones (372 cards for 12 columns, where a 1024-pixel window shows 6 columns and 186 cards do). The grid
/// watches the width it is given and allows no more columns than fit in it (``GridView/columns(fitting:)``):
/// GtkGridView lays out the same columns as before, and resizing the window fits them again.
@MainActor
final class PosterGrid {
    /// The grid view: its items, activation, focus and accessible label.
    let view: GridView<CardContent, PosterCard>
    /// The scroller around the grid.
    let scroller: ScrolledWindow
    /// The scroller with the width observer laid over it; place this in the page.
    var widget: Widget { size.widget }
    private let size: SizeObserver
    private let isCentred: Bool
    /// The width the grid is given (0: not known yet).
    private var width = 0
    /// The columns the posters fill (``show(_:replacing:)``).
    private var posterColumns = PosterCard.maximumGridColumns
    /// What ``show(_:replacing:)`` was given before the grid or an ancestor had a width (a page built before it
    /// is placed in the window): bound once the width is known, so GtkGridView makes cards for the columns it
    /// shows only, not for 12 of which most are dropped again (372 cards made for 217 kept on the Watchlist).
    private var pending: [CardContent]?

    /// A grid of `context`'s posters; `centred`: no wider than its posters (a short list stays centred), else
    /// as wide as it is given.
    init(context: PageContext, centred: Bool = false) {
        view = .posters(context: context)
        scroller = ScrolledWindow(child: view)
        scroller.vexpand = true
        isCentred = centred
        if centred {
            scroller.propagatesNaturalWidth = true
            scroller.halign = .center
        }
        size = SizeObserver(child: scroller)
        size.onResize { [weak self] width, _ in
            self?.fitColumns(toWidth: width)
            self?.bindPending()
        }
        // Shown for the first time, the grid has no width yet, an ancestor has: limit the columns before the
        // cards' posters start loading (they load on the next main-loop turn, the width observer reports then).
        size.widget.onMap { [weak self] in
            self?.fitColumnsToAllocation()
            self?.bindPending()
        }
    }

    /// Runs `handler(width, height)` with the grid's size now (once allocated) and after every change.
    func onResize(_ handler: @escaping @MainActor (Int, Int) -> Void) {
        size.onResize(handler)
    }

    /// Shows `list` when it differs from `shown` (and makes it the new `shown`) in no more columns than it has
    /// posters, keeping the keyboard focus in the grid when it was there.
    func show(_ list: [CardContent], replacing shown: inout [CardContent]) {
        guard list != shown else { return }
        let hadFocus = view.containsFocus
        shown = list
        posterColumns = list.count
        if width == 0 { fitColumnsToAllocation() } else { fitColumnsToCards() }
        guard width > 0 || widget.isMapped else {
            pending = list
            return
        }
        pending = nil
        bind(list)
        if hadFocus, !list.isEmpty { view.grabFocus() }
    }

    private func bind(_ list: [CardContent]) {
        view.store.rebindAll(with: list)
        fitColumnsToCards()
    }

    /// Binds what was shown before the grid had a width, once it has one (or is mapped without).
    private func bindPending() {
        guard let list = pending else { return }
        pending = nil
        bind(list)
    }

    /// The width of `widget`, or of its nearest ancestor that has one.
    private static func allocatedWidth(around widget: Widget) -> Int? {
        var current: Widget? = widget
        while let candidate = current {
            if candidate.width > 0 { return candidate.width }
            current = candidate.parent
        }
        return nil
    }

    /// Fits the columns to the grid's width or (not allocated yet) its nearest allocated ancestor's: the
    /// window's before the page was ever shown, a little wider than the grid will be.
    private func fitColumnsToAllocation() {
        guard let width = Self.allocatedWidth(around: widget) else { return }
        fitColumns(toWidth: width)
    }

    private func fitColumns(toWidth width: Int) {
        self.width = width
        fitColumnsToCards()
    }

    /// Fits the columns again, also after the grid's cards changed (they may be narrower or wider than the ones
    /// measured before or, the first time, estimated): no more columns than the posters fill (a grid's natural width is its most columns: a short list stays
    /// centred) nor than fit in the width: measured on the cards, estimated from the posters' width before
    /// there are any. A centred grid with more posters than fit takes the whole width (its cells share out
    /// what is left), as it did when its natural width was that of all its posters.
    func fitColumnsToCards() {
        let widthColumns = min(
            width == 0
                ? PosterCard.maximumGridColumns
                : view.columns(fitting: width) ?? PosterCard.gridColumns(fitting: width),
            PosterCard.maximumGridColumns)
        let postersColumns = min(posterColumns, PosterCard.maximumGridColumns)
        let columns = max(min(postersColumns, widthColumns), view.minColumns)
        if columns != view.maxColumns { view.maxColumns = columns }
        let align: Align = isCentred && postersColumns <= widthColumns ? .center : .fill
        if align != scroller.halign { scroller.halign = align }
    }
}
