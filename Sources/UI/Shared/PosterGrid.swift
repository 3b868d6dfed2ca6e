import GtkKit
import Images

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
    /// The cards of a long list not in the grid's model yet: a list is bound a screenful first, the rest a few
    /// rows before each following frame (``fillNextRows()``), since GtkGridView makes a card for each of the first
    /// 31 rows' items as soon as they are in its model (217 for a 7-column watchlist of 2,000, ~100 ms of cards
    /// before the page's first frame, where the 21 it shows take a tenth of that).
    private var unfilled: ArraySlice<CardContent> = []
    private var filling: TickCallbackID?
    private let images: ImageSource?

    /// A grid of `context`'s posters; `centred`: no wider than its posters (a short list stays centred), else
    /// as wide as it is given.
    init(context: PageContext, centred: Bool = false) {
        view = .posters(context: context)
        images = context.images
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
        if view.store.isEmpty { prefetchPosters(of: list) }
        guard width > 0 || widget.isMapped else {
            pending = list
            return
        }
        pending = nil
        bind(list)
        if hadFocus, !list.isEmpty { view.grabFocus() }
    }

    private func bind(_ list: [CardContent]) {
        if let filling { view.removeTickCallback(filling) }
        filling = nil
        guard view.store.isEmpty, !list.isEmpty, view.isRealized else {
            bindScreenful(of: list)
            return
        }
        // An empty grid makes its first cards at the start of the next frame: GDK measures the window as soon
        // as a page asks for a layout, before that frame, and would measure the cards then (~6 ms on a 2-core
        // machine), making the page miss the frame.
        // Focus given to the grid meanwhile (Alt+2 focuses the Watchlist's grid) goes to its first card then.
        filling = view.addTickCallback { [weak self] in
            guard let self else { return false }
            self.filling = nil
            let hadFocus = self.view.containsFocus
            self.bindScreenful(of: list)
            if hadFocus { self.view.grabFocus() }
            return false
        }
    }

    /// Binds the screenful of `list` the grid shows, and the rest a few rows per frame after it is painted.
    private func bindScreenful(of list: [CardContent]) {
        let columns = max(view.maxColumns, 1)
        let now = max(view.store.count, columns * screenfulRows())
        if list.count > now + columns * Self.rowsPerFrame {
            view.store.rebindAll(with: Array(list[..<now]))
            unfilled = list[now...]
            // The rest follows once the screenful is painted, so none of it delays the page's first frame.
            view.afterNextPaint { [weak self] in self?.startFilling() }
        } else {
            view.store.rebindAll(with: list)
            unfilled = []
        }
        fitColumnsToCards()
    }

    /// Rows of cards added to the model before each frame while a long list fills the grid: about a frame's
    /// tenth of cards each (2 rows of 7 columns ~ 8 ms on a 2-core machine).
    private static let rowsPerFrame = 2
    /// The rows of items GtkGridView makes cards for (its 30 visible rows and one more; GTK 4.8's
    /// `GTK_GRID_VIEW_MAX_VISIBLE_ROWS`): items past them make no cards, so the rest of a list is added at once.
    private static let rowsWithCards = 31

    /// Starts loading the posters of the rows `list` first shows, off the main thread, while the page and its
    /// cards are still being made: the cards find them in the memory cache when GTK maps them, and the page's
    /// first frame shows them (a card's own load starts only after that frame).
    private func prefetchPosters(of list: [CardContent]) {
        guard let images else { return }
        let shown = list.prefix(max(view.maxColumns, 1) * screenfulRows()).filter { !$0.isPerson }
        let scale = max(widget.scaleFactor, 1)
        images.prefetch(
            shown.compactMap(\.imageURL),
            fitting: PixelSize(width: PosterCard.posterWidth * scale, height: PosterCard.posterHeight * scale))
    }

    private func startFilling() {
        guard filling == nil, !unfilled.isEmpty else { return }
        filling = view.addTickCallback { [weak self] in self?.fillNextRows() ?? false }
    }

    /// Adds the next rows of the list being filled in; false once it is all in the grid's model.
    private func fillNextRows() -> Bool {
        let columns = max(view.maxColumns, 1)
        let count = view.store.count >= columns * Self.rowsWithCards ? unfilled.count : columns * Self.rowsPerFrame
        view.store.append(contentsOf: Array(unfilled.prefix(count)))
        unfilled = unfilled.dropFirst(count)
        guard unfilled.isEmpty else { return true }
        filling = nil
        return false
    }

    /// The rows of cards the grid's height (or its nearest allocated ancestor's, before it is placed) shows.
    private func screenfulRows() -> Int {
        var current: Widget? = widget
        while let candidate = current {
            if candidate.height > 0 { return PosterCard.gridRows(fitting: candidate.height) }
            current = candidate.parent
        }
        return PosterCard.gridRows(fitting: 0)
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
