import Catalog
import Features
import GtkKit
import Localization
import Store

/// The Watchlist page: saved movies and series as a poster grid (most recent first, or as arranged with the
/// header's sort and filter menu: ``WatchlistArrangementMenu``) whose column count follows the width
/// (centred: no wider than its posters), or an empty state explaining how to add titles, with a button to
/// Explore; when the filters leave nothing, an empty state offering every title again. Updates live.
@MainActor
public final class WatchlistPage {
    /// The page's root widget.
    public var widget: Widget { stateView.widget }
    /// The header bar's sort and filter menu (shown while the page is at the root of its stack).
    public var headerControls: Widget { menu.button }
    private let store: Store<WatchlistFeature.State, WatchlistFeature.Action>
    private let stateView: StateView
    private let grid: PosterGrid
    private let contentStack = Stack()
    private let menu: WatchlistArrangementMenu
    /// The empty states, made the first time they show (a page with titles never needs them).
    private var emptyStates: [Content: EmptyStatePage] = [:]
    private var shown: [CardContent] = []
    private var observation: StoreObservation?

    /// What the grid shows: the titles, how they are arranged, and the marks the filter reads.
    private struct Shown: Equatable {
        let items: ViewState<[WatchlistItem]>
        let arrangement: WatchlistArrangement
        let marks: LibraryMarks
    }

    private enum Content: String {
        case grid, empty, noMatch
    }

    public init(store: Store<WatchlistFeature.State, WatchlistFeature.Action>, context: PageContext) {
        self.store = store
        menu = WatchlistArrangementMenu { [weak store] arrangement in store?.send(.arrange(arrangement)) }
        // Every title here is on the watchlist: its posters only say whether they were watched.
        var gridContext = context
        gridContext.marks = context.marks?.withoutWatchlist()
        // As wide as the posters need, centred like the other pages' content.
        grid = PosterGrid(context: gridContext, centred: true)
        grid.view.setAccessibleLabel(tr("Watchlist"))
        grid.view.onActivate { [weak store] content, _ in store?.send(.navigate(content.route)) }
        let clamp = Clamp(child: grid.widget, maximumSize: 1400)
        clamp.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        contentStack.add(clamp, name: Content.grid.rawValue)
        stateView = StateView(content: contentStack) { [weak store] in store?.send(.retry) }
        observation = store.observe({ Shown(items: $0.items, arrangement: $0.arrangement, marks: $0.marks) }) {
            [weak self] shown in self?.render(shown)
        }
    }

    /// Focuses the grid (its first poster), or the empty state's button.
    public func focusFirst() {
        if stateView.visible == .error {
            stateView.error.retryButton.grabFocus()
        } else if !shown.isEmpty {
            grid.view.grabFocus()
        } else if stateView.visible == .content {
            let shown = Content(rawValue: contentStack.visibleChildName ?? "") ?? .grid
            emptyStates[shown]?.button.grabFocus()
        }
    }

    /// The empty state `content` (made and added the first time), nil for the grid.
    @discardableResult
    private func emptyState(_ content: Content) -> EmptyStatePage? {
        if let made = emptyStates[content] { return made }
        guard let made = makeEmptyState(content) else { return nil }
        contentStack.add(made.widget, name: content.rawValue)
        emptyStates[content] = made
        return made
    }

    private func makeEmptyState(_ content: Content) -> EmptyStatePage? {
        switch content {
        case .grid:
            return nil
        case .empty:
            return EmptyStatePage(
                iconName: "list-add-symbolic", title: WatchlistFeature.State.emptyTitle,
                description: WatchlistFeature.State.emptyDescription,
                actionLabel: DisplayFormat.exploreLabel,
                actionName: "win.page-\(AppPage.explore.rawValue)",
                tooltip: DisplayFormat.exploreTooltip)
        case .noMatch:
            return EmptyStatePage(
                iconName: "edit-find-symbolic", title: WatchlistFeature.State.noMatchTitle,
                description: WatchlistFeature.State.noMatchDescription,
                actionLabel: WatchlistFeature.State.showAllLabel
            ) { [weak store] in
                guard let store else { return }
                var everything = store.state.arrangement
                everything.kinds = .all
                everything.unwatchedOnly = false
                store.send(.arrange(everything))
            }
        }
    }

    private func render(_ state: Shown) {
        menu.show(state.arrangement)
        let cards = state.items.map { list in
            let namer = AccessibleText.CardNamer()
            return state.arrangement.apply(list, marks: state.marks).map { item in
                CardContent(
                    title: item.title, subtitle: item.year, imageURL: item.posterURL, isPerson: false,
                    accessibleLabel: namer.name(
                        title: item.title, detail: item.year,
                        kind: item.kind.mediaKind),
                    route: item.route)
            }
        }
        let content = stateView.render(cards)
        guard stateView.visible == .content else { return }
        let list = content ?? []
        grid.show(list, replacing: &shown)
        let visible: Content = !list.isEmpty ? .grid : state.items == .empty ? .empty : .noMatch
        emptyState(visible)
        contentStack.visibleChildName = visible.rawValue
    }
}
