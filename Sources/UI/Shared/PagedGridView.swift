import Features
import GtkKit
import Localization
import Store

/// The widget of a paged grid page (Discover, See All): posters in a recycling grid; reaching its end loads
/// the next page (a spinner under the grid meanwhile, an error with Retry when it fails); a spinner, or the
/// error with Retry, while the first page loads; an empty state with one action for an empty one
/// (``PagedGridEmptyState``: clear the filters, the first page, Explore). `header` (Discover's
/// filters) goes above the grid, lined up with it, and stays while the grid loads, fails or finds nothing.
@MainActor
final class PagedGridView<Page: PagedGridPage> {
    let widget = Box(.vertical, spacing: 0)
    private let store: Store<Page.State, Page.Action>
    private let stateView: StateView
    private let grid: PosterGrid
    private let contentStack = Stack()
    private let empty: EmptyStatePage
    private let footer = Box(.horizontal, spacing: 12)
    private let footerSpinner = Spinner(spinning: false, size: 16)
    private let footerLabel = Label("", styles: ["dim-label"])
    private let footerRetry = Button(label: tr("_Retry"))
    private var display: PagedGridDisplay?
    private var shown: [CardContent] = []
    private var observation: StoreObservation?
    private static var cellPadding: Int { PosterCard.gridCellPadding }

    init(store: Store<Page.State, Page.Action>, context: PageContext, header: Widget? = nil) {
        self.store = store
        empty = EmptyStatePage(iconName: "edit-find-symbolic", title: "", description: nil, actionLabel: "") {
            [weak store] in store?.send(.own(.emptyActionSelected))
        }
        grid = PosterGrid(context: context)
        grid.view.onActivate { [weak store] content, _ in store?.send(.own(.itemSelected(content.route))) }
        footer.halign = .center
        footer.setMargins(top: 6, bottom: 6)
        footerRetry.addCSSClass("flat")
        [footerSpinner, footerLabel, footerRetry].forEach(footer.append)
        footer.isVisible = false
        let column = Box(.vertical, spacing: 0)
        column.append(grid.widget)
        column.append(footer)
        let clamp = Clamp(child: column, maximumSize: 1400)
        clamp.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        contentStack.add(clamp, name: "grid")
        contentStack.add(empty.widget, name: "empty")
        stateView = StateView(content: contentStack) { [weak store] in store?.send(.retry) }
        stateView.widget.vexpand = true
        grid.scroller.onEdgeReachedBottom { [weak self] in self?.loadMore() }
        footerRetry.onClicked { [weak self] in self?.loadMore() }
        if let header {
            // Clamped like the grid and indented to its first poster, so the header lines up with the posters.
            let headerClamp = Clamp(child: header, maximumSize: 1400)
            headerClamp.setMargins(top: 6, start: 12, end: 12)
            header.setMargins(start: Self.cellPadding, end: Self.cellPadding)
            widget.append(headerClamp)
            grid.onResize { width, _ in header.setMargins(start: Self.firstPosterOffset(gridWidth: width)) }
        }
        widget.append(stateView.widget)
        observation = store.observe({ $0 }) { [weak self] state in self?.render(state) }
    }

    /// Where the first poster starts in a grid `gridWidth` wide: GtkGridView fits as many columns as their
    /// narrowest width allows (2 to 12), shares the width out among them, and each card centres in its cell.
    static func firstPosterOffset(gridWidth: Int) -> Int {
        let narrowest = PosterCard.posterWidth + 2 * cellPadding
        let columns = PosterCard.gridColumns(fitting: gridWidth)
        return cellPadding + max(gridWidth / columns - narrowest, 0) / 2
    }

    /// Focuses the grid's first poster (or Retry, or the empty state's action, or nothing while loading).
    func focusFirst() {
        if stateView.visible == .error {
            stateView.error.retryButton.grabFocus()
        } else if !shown.isEmpty {
            grid.view.grabFocus()
        } else if display?.empty != nil {
            empty.button.grabFocus()
        }
    }

    private func loadMore() {
        guard let last = display?.nextAfter else { return }
        store.send(.own(.loadMore(after: last)))
    }

    private func render(_ state: Page.State) {
        grid.view.setAccessibleLabel(state.content.content?.title ?? "")
        guard stateView.render(state.content) != nil, let display = state.display else { return }
        self.display = display
        let cards = display.cards.map(CardContent.init)
        if cards != shown {
            let isAppend = cards.starts(with: shown) && !shown.isEmpty
            if isAppend {
                grid.view.store.append(contentsOf: Array(cards[shown.count...]))
            } else {
                grid.view.store.replaceAll(with: cards)
            }
            grid.fitColumnsToCards()
            shown = cards
        }
        if let emptyState = display.empty { showEmpty(emptyState) }
        contentStack.visibleChildName = display.empty == nil ? "grid" : "empty"
        footer.isVisible = display.isLoadingMore || display.moreError != nil
        footerSpinner.isSpinning = display.isLoadingMore
        footerSpinner.isVisible = display.isLoadingMore
        footerLabel.text = display.moreError?.message ?? tr("Loading more…")
        footerRetry.isVisible = display.moreError?.isRetryable ?? false
    }

    private func showEmpty(_ emptyState: PagedGridEmptyState) {
        empty.title = emptyState.title
        empty.descriptionText = emptyState.description
        empty.button.label = emptyState.actionLabel
        empty.button.tooltip = emptyState.actionTooltip
    }
}
