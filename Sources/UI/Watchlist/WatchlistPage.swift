import Catalog
import Features
import GtkKit
import Localization
import Store

/// The Watchlist page: saved movies and series as a poster grid (most recent first) whose column count
/// follows the width (centred: no wider than its posters), or an empty state explaining how to add titles,
/// with a button to Explore. Updates live.
@MainActor
public final class WatchlistPage {
    /// The page's root widget.
    public var widget: Widget { stateView.widget }
    private let store: Store<WatchlistFeature.State, WatchlistFeature.Action>
    private let stateView: StateView
    private let grid: GridView<CardContent, PosterCard>
    private let contentStack = Stack()
    private let empty = EmptyStatePage(iconName: "list-add-symbolic", title: WatchlistFeature.State.emptyTitle,
                                       description: WatchlistFeature.State.emptyDescription,
                                       actionLabel: DisplayFormat.exploreLabel,
                                       actionName: "win.page-\(AppPage.explore.rawValue)",
                                       tooltip: DisplayFormat.exploreTooltip)
    private var shown: [CardContent] = []
    private var observation: StoreObservation?

    public init(store: Store<WatchlistFeature.State, WatchlistFeature.Action>, context: PageContext) {
        self.store = store
        grid = .posters(context: context)
        grid.setAccessibleLabel(tr("Watchlist"))
        grid.onActivate { [weak store] content, _ in store?.send(.navigate(content.route)) }
        let scroller = ScrolledWindow(child: grid)
        scroller.vexpand = true
        // As wide as the posters need (see `render`), centred like the other pages' content.
        scroller.propagatesNaturalWidth = true
        scroller.halign = .center
        let clamp = Clamp(child: scroller, maximumSize: 1400)
        clamp.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        contentStack.add(clamp, name: "grid")
        contentStack.add(empty.widget, name: "empty")
        stateView = StateView(content: contentStack) { [weak store] in store?.send(.retry) }
        observation = store.observe({ $0.items }) { [weak self] items in self?.render(items) }
    }

    /// Focuses the grid (its first poster), or the empty state's button.
    public func focusFirst() {
        if stateView.visible == .error {
            stateView.error.retryButton.grabFocus()
        } else if !shown.isEmpty {
            grid.grabFocus()
        } else if stateView.visible == .content {
            empty.button.grabFocus()
        }
    }

    private func render(_ items: ViewState<[WatchlistItem]>) {
        let cards = items.map { list in
            list.map { item in
                CardContent(title: item.title, subtitle: item.year, imageURL: item.posterURL, isPerson: false,
                            accessibleLabel: AccessibleText.card(title: item.title, detail: item.year,
                                                                 kind: item.kind.mediaKind),
                            route: item.route)
            }
        }
        let content = stateView.render(cards)
        guard stateView.visible == .content else { return }
        let list = content ?? []
        if list != shown {
            shown = list
            grid.store.replaceAll(with: list)
            // A grid's natural width is its most columns: no more columns than posters keeps a short list centred.
            grid.maxColumns = min(max(list.count, grid.minColumns), PosterCard.maximumGridColumns)
        }
        contentStack.visibleChildName = list.isEmpty ? "empty" : "grid"
    }
}
