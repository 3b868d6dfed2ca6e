import Catalog
import Features
import GtkKit
import Localization
import Store

/// The Library page (Alt+5): the sections (Watching, Plan to Watch, Completed, On Hold, Dropped, Hidden) and
/// the user's lists in a sidebar, the chosen one as a poster grid under a filter bar (``LibraryFilterBar``)
/// with the sort menu in the header bar. Below 600 px the sidebar gives way to a menu of the sections in the
/// filter bar. Every choice opens a Library route, so filters deep-link and survive restarts. Empty
/// sections and filters that leave nothing have empty states with a way out.
@MainActor
public final class LibraryPage {
    /// The page's root widget.
    public var widget: Widget { size.widget }
    /// The header bar's sort menu (shown while the page is at the root of its stack).
    public var headerControls: Widget { filterBar.sortButton }
    private let store: Store<LibraryFeature.State, LibraryFeature.Action>
    private let context: PageContext
    private let size: SizeObserver
    private let sidebar = LibrarySidebar()
    private let sidebarScroller: ScrolledWindow
    private let filterBar: LibraryFilterBar
    private let heading = Label(heading: "", level: 2, styles: ["title-2"])
    private let stateView: StateView
    private let grid: PosterGrid
    private let contentStack = Stack()
    private let empty: EmptyStatePage
    private let noMatch: EmptyStatePage
    private var shown: [CardContent] = []
    private var isNarrow = false
    private var observations: [StoreObservation] = []

    private enum Content: String {
        case grid, empty, noMatch
    }

    public init(store: Store<LibraryFeature.State, LibraryFeature.Action>, context: PageContext) {
        self.store = store
        self.context = context
        let open: @MainActor (Route) -> Void = { [weak store] route in store?.send(.open(route)) }
        filterBar = LibraryFilterBar(open: open)
        sidebar.onOpen = open
        empty = EmptyStatePage(
            iconName: "folder-videos-symbolic", title: "", description: nil, actionLabel: DisplayFormat.exploreLabel,
            actionName: "win.page-\(AppPage.explore.rawValue)", tooltip: DisplayFormat.exploreTooltip)
        noMatch = EmptyStatePage(
            iconName: "edit-find-symbolic", title: LibraryPageDisplay.noMatchTitle,
            description: LibraryPageDisplay.noMatchDescription, actionLabel: LibraryPageDisplay.clearFiltersLabel
        ) { [weak store] in
            guard let store else { return }
            store.send(.open(LibraryPageDisplay.unfiltered(store.state.route)))
        }
        grid = PosterGrid(context: context, centred: true)
        grid.view.onActivate { [weak store] content, _ in store?.send(.navigate(content.route)) }
        contentStack.add(grid.widget, name: Content.grid.rawValue)
        contentStack.add(empty.widget, name: Content.empty.rawValue)
        contentStack.add(noMatch.widget, name: Content.noMatch.rawValue)
        stateView = StateView(content: contentStack) { [weak store] in store?.send(.retry) }
        heading.xalign = 0
        heading.ellipsizes = true
        let main = Box(.vertical, spacing: 12)
        main.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        main.hexpand = true
        main.append(heading)
        main.append(filterBar.widget)
        main.append(stateView.widget)
        sidebarScroller = ScrolledWindow(child: sidebar.widget, horizontal: .never, vertical: .automatic)
        sidebarScroller.setSizeRequest(width: 200)
        sidebarScroller.addCSSClass("popcorn-library-sidebar")
        let root = Box(.horizontal)
        root.append(sidebarScroller)
        root.append(main)
        // The window may be narrower than the sidebar and the content need together: the page then drops the
        // sidebar (`adapt`); until it does, what does not fit is clipped rather than widening the window.
        let clip = ScrolledWindow(child: root, horizontal: .external, vertical: .external)
        size = SizeObserver(child: clip)
        size.onResize { [weak self] width, _ in self?.adapt(toWidth: width) }
        observations.append(store.observe({ $0 }) { [weak self] state in self?.render(state) })
    }

    /// Focuses the grid (its first poster), else the empty state's button, else the sidebar.
    public func focusFirst() {
        if stateView.visible == .error {
            stateView.error.retryButton.grabFocus()
        } else if !shown.isEmpty {
            grid.view.grabFocus()
        } else if stateView.visible == .content {
            (contentStack.visibleChildName == Content.noMatch.rawValue ? noMatch : empty).button.grabFocus()
        } else {
            sidebar.widget.grabFocus()
        }
    }

    /// Narrow: the sidebar gives way to the filter bar's section menu.
    private func adapt(toWidth width: Int) {
        let narrow = width < 600
        guard narrow != isNarrow else { return }
        isNarrow = narrow
        sidebarScroller.isVisible = !narrow
        filterBar.showsPlaceMenu = narrow
    }

    private func render(_ state: LibraryFeature.State) {
        let display = LibraryPageDisplay(state, hasServices: !context.myServices().isEmpty)
        sidebar.show(sections: display.sections, lists: display.lists)
        filterBar.show(display, currentRoute: state.route)
        heading.text = display.title
        grid.view.setAccessibleLabel(display.title)
        let place = state.route.libraryPlace
        empty.title = LibraryPageDisplay.emptyTitle(place)
        empty.descriptionText = LibraryPageDisplay.emptyDescription(place)
        let cards = state.shelf.map { shelf in
            shelf.entries.map { CardContent(MediaCard($0.item)) }
        }
        let content = stateView.render(cards)
        guard stateView.visible == .content else { return }
        let list = content ?? []
        grid.show(list, replacing: &shown)
        let total = state.shelf.content?.totalCount ?? 0
        let visible: Content = !list.isEmpty ? .grid : total == 0 ? .empty : .noMatch
        contentStack.visibleChildName = visible.rawValue
    }
}
