import Features
import GtkKit
import Localization
import Store

/// Connects the app root's store to the window: installs the Explore, Search, Watchlist, Up Next and Library pages as
/// the roots of the shell's navigation stacks, pushes and pops details pages as the store's stacks change,
/// sends the user's back navigation and page switches to the store, keeps the header bar's page controls
/// and the banners current, and moves keyboard focus after every navigation (to the new page's first
/// control; back to the item that opened a page after going back).
@MainActor
public final class AppScreens {
    private struct Pushed {
        let entryID: Int
        let page: DetailPage
        /// What had focus when the page was opened (focus returns there after going back).
        let origin: Widget?
    }

    private let window: MainWindow
    private let store: Store<AppRootFeature.State, AppRootFeature.Action>
    private let context: PageContext
    private let widgets: PageWidgets
    private let explore: ExplorePage
    private let search: LazyPage<SearchPage>
    private let watchlist: LazyPage<WatchlistPage>
    private let upNext: LazyPage<UpNextPage>
    private let library: LazyPage<LibraryPage>
    private let banners: Banners
    /// The library's marks on every page's posters.
    private let marks = LibraryMarksSource()
    private let headerSlot = Box(.horizontal)
    private let pageControlsSlot = Box(.horizontal)
    private var pageMenu: PageMenu!
    private var pushed: [AppPage: [Pushed]] = [:]
    private var isSyncing = false
    /// Whether a sync of the navigation stacks is queued (``queueStackSync()``).
    private var isStackSyncQueued = false
    private var observations: [StoreObservation] = []

    /// Installs the top-level pages in `window` and the details pages of `widgets` as they open; `isDemo`
    /// shows the demo-catalog banner; `myServices` gives the ids of the user's streaming services when a
    /// page asks.
    public init(
        window: MainWindow, application: Application,
        store: Store<AppRootFeature.State, AppRootFeature.Action>, images: ImageSource?, isDemo: Bool,
        widgets: PageWidgets, myServices: @escaping @MainActor () -> Set<Int> = { [] }
    ) {
        UIStyle.install()
        self.window = window
        self.store = store
        self.widgets = widgets
        var cardActions = CardActions(
            open: { [weak store] route in store?.send(.navigate(route)) },
            isOnWatchlist: { [weak store] route in store?.state.watchlist.contains(route) },
            setOnWatchlist: { [weak store] route, isOn in store?.send(.watchlist(.setMembership(route, isOn))) },
            linksToTMDb: !isDemo)
        cardActions.library = LibraryCardActions(store: store)
        context = PageContext(
            images: images, showToast: { [weak window] in window?.showToast($0, button: $1) },
            myServices: myServices, cardActions: cardActions, marks: marks)
        explore = ExplorePage(store: store.exploreStore(), context: context)
        // The other pages are built when first needed: the first frame waits for Explore only.
        let context = context
        search = LazyPage(.search, in: window, widget: { $0.widget }) {
            SearchPage(store: store.searchStore(), context: context)
        }
        watchlist = LazyPage(.watchlist, in: window, widget: { $0.widget }) {
            WatchlistPage(store: store.watchlistStore(), context: context)
        }
        upNext = LazyPage(.upNext, in: window, widget: { $0.widget }) {
            UpNextPage(store: store.upNextStore(), context: context)
        }
        library = LazyPage(.library, in: window, widget: { $0.widget }) {
            LibraryPage(store: store.libraryStore(), context: context)
        }
        banners = Banners(
            isDemo: isDemo, onRetry: { [weak store] in store.map(Self.reloadSavedData) },
            onPreferences: { [weak window] in window?.window.activateAction("app.preferences") })
        window.bannerArea.append(banners.widget)
        pageMenu = PageMenu(window: window.window, application: application, cardActions: cardActions) {
            [weak self] in self?.toggleWatchlistOfVisiblePage()
        }
        headerSlot.spacing = 6
        headerSlot.append(pageControlsSlot)
        headerSlot.append(pageMenu.button)
        window.headerBar.packEnd(headerSlot)
        window.navigationStack(for: .explore).replaceRoot(explore.widget, title: AppPage.explore.title)
        window.focusSearchEntry = { [weak self] in self?.search.page.focusEntry() }
        window.focusVisiblePage = { [weak self] in self?.focusCurrentPage() }
        for page in AppPage.allCases {
            window.navigationStack(for: page).onPop = { [weak self] widget in self?.userPopped(widget, on: page) }
        }
        window.window.addAction("refresh") { [weak self] in self?.refresh() }
        // The main menu's History, Calendar and Statistics (Ctrl+H, Ctrl+Shift+C, Ctrl+Shift+S), on the visible
        // page's stack.
        window.window.addAction("history") { [weak store] in store?.send(.navigate(.history())) }
        window.window.addAction("calendar") { [weak store] in store?.send(.navigate(.calendar)) }
        window.window.addAction("statistics") { [weak store] in store?.send(.navigate(.statistics())) }
        application.setAccelerators(["<Control>r", "F5"], for: "win.refresh")
        window.viewStack.onVisibleChildChanged { [weak self] in self?.visiblePageChanged() }
        // The window restored the last page: the store starts there, and the page is built at once.
        buildPage(window.currentPage)
        store.send(.selectPage(window.currentPage))
        observe()
        store.send(.task)
    }

    /// Opens route strings from the command line or a second launch: the first one replaces the navigation
    /// (the app opens on that page), the following ones are pushed on top of it, so Back walks through them.
    /// Invalid routes are reported in a toast.
    public func open(routes: [String]) {
        var isFirst = true
        for text in routes {
            do {
                let route = try Route(parsing: text)
                store.send(isFirst ? .open(route) : .navigate(route))
                isFirst = false
            } catch {
                window.showToast(error.description)
            }
        }
        focusCurrentPage()
    }

    /// The routes of the visible page: the tab, then every details page pushed on it (to open again after
    /// the catalog changed).
    public var visibleRoutes: [String] {
        let state = store.state
        return ([state.selectedPageRoute] + state.currentStack.map(\.destination.route)).map(\.description)
    }

    /// Takes the screens' controls out of the window (before other screens replace these).
    public func detach() {
        observations.removeAll()
        window.headerBar.remove(headerSlot)
        window.bannerArea.remove(banners.widget)
    }

    // MARK: - Store → window

    private func observe() {
        observations.append(store.observe({ $0.marks }) { [marks] in marks.update($0) })
        observations.append(
            store.observe({ $0.selectedPage }) { [weak self] page in
                guard let self, self.window.currentPage != page else { return }
                self.window.currentPage = page
            })
        observations.append(
            store.observe({ state in AppPage.allCases.map { state.stacks[$0].map(\.id) } }) {
                [weak self] _ in self?.queueStackSync()
            })
        observations.append(
            store.observe({ state in
                AppPage.allCases.flatMap { state.stacks[$0].map { "\($0.id)\u{1}\($0.destination.pageTitle)" } }
            }) { [weak self] _ in self?.syncTitles() })
        observations.append(
            store.observe({ $0.isShowingStaleData }) { [weak self] isStale in
                self?.banners.isOffline = isStale
            })
        observations.append(
            store.observe({ state in state.currentStack.last?.destination.isOnWatchlist }) {
                [weak self] _ in self?.updateHeaderControls()
            })
        // The page menu's Hide/Unhide and status items follow the library.
        observations.append(
            store.observe({ state in state.library.hidden }) { [weak self] _ in self?.updateHeaderControls() })
        observations.append(
            store.observe({ state in state.library.userStatuses }) { [weak self] _ in self?.updateHeaderControls() })
        observations.append(
            store.observe({ $0.watchlist.cardChange }, initial: false) { [weak self] change in
                guard let self, let change else { return }
                self.window.showToast(
                    change.message,
                    button: ToastButton(label: tr("_Undo")) { [weak store] in
                        store?.send(.watchlist(.setMembership(change.route, !change.isOnWatchlist)))
                    })
                self.store.send(.watchlist(.cardChangeShown))
            })
        observations.append(
            store.observe({ $0.library.notice }, initial: false) { [weak self] notice in
                // The changes the card and page menus made to the library, anywhere in the app, whether or not
                // the Library page was built.
                guard let self, let notice else { return }
                self.window.showToast(notice)
                self.store.send(.library(.noticeShown))
            })
        observations.append(
            store.observe({ $0.watchlist.cardChangeError }, initial: false) { [weak self] error in
                guard let self, let error else { return }
                self.window.showToast(error.message)
                self.store.send(.watchlist(.cardChangeShown))
            })
    }

    /// Ctrl+D and the page menu's watchlist items: toggles the visible movie or series page's watchlist button.
    private func toggleWatchlistOfVisiblePage() {
        guard let top = store.state.currentStack.last, let toggle = top.destination.watchlistToggleAction else {
            return
        }
        store.send(.destination(entryID: top.id, toggle))
    }

    /// Pushes and pops pages one main-loop turn later, after the jobs already queued on the main actor —
    /// among them the load effect of a page just opened. A page whose content is in the cache is then built
    /// once, with its content, rather than with a spinner first and its content a turn later; and the
    /// store's ready state does not wait for GTK to build widgets.
    private func queueStackSync() {
        guard !isStackSyncQueued else { return }
        isStackSyncQueued = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.isStackSyncQueued = false
            self.syncStacks()
        }
    }

    private func syncStacks() {
        isSyncing = true
        defer { isSyncing = false }
        var opened: DetailPage?
        for page in AppPage.allCases {
            let entries = store.state.stacks[page]
            let navigation = window.navigationStack(for: page)
            var current = pushed[page] ?? []
            let common = zip(current, entries).prefix { $0.entryID == $1.id }.count
            while current.count > common {
                current.removeLast()
                navigation.pop()
            }
            if entries.count > common { buildPage(page) }
            for entry in entries[common...] {
                guard let detail = widgets.makePage(entryID: entry.id, store: store, context: context) else { continue }
                // A control that is no longer on screen (an item of the closed main menu) cannot take focus back.
                let focus = page == store.state.selectedPage ? window.window.windowFocus : nil
                let origin = focus?.isMapped == true ? focus : nil
                current.append(Pushed(entryID: entry.id, page: detail, origin: origin))
                navigation.push(
                    detail.widget, title: entry.destination.pageTitle, showsOwnTitle: detail.showsTitleAsHeading)
                if page == store.state.selectedPage { opened = detail }
            }
            pushed[page] = current
        }
        updateHeaderControls()
        opened?.focusFirst()
    }

    private func syncTitles() {
        for page in AppPage.allCases {
            let navigation = window.navigationStack(for: page)
            for (entry, shown) in zip(store.state.stacks[page], pushed[page] ?? []) where entry.id == shown.entryID {
                navigation.setTitle(entry.destination.pageTitle, for: shown.page.widget)
            }
        }
    }

    // MARK: - Window → store

    /// The user went back (button, Alt+Left, Escape, mouse button 8, swipe): tell the store, restore focus.
    private func userPopped(_ widget: Widget, on page: AppPage) {
        guard !isSyncing, var current = pushed[page],
            let index = current.firstIndex(where: { $0.page.widget === widget })
        else { return }
        let popped = current[index]
        current.removeSubrange(index...)
        pushed[page] = current
        isSyncing = true
        if let parent = current.last {
            store.send(.popTo(entryID: parent.entryID))
        } else {
            store.send(.popToRoot)
        }
        isSyncing = false
        updateHeaderControls()
        restoreFocus(popped.origin, fallback: page)
    }

    private func visiblePageChanged() {
        let page = window.currentPage
        buildPage(page)
        if store.state.selectedPage != page { store.send(.selectPage(page)) }
        updateHeaderControls()
        // Switched by a shortcut (Alt+1…4): focus was on the page that left; move it into the new page.
        // Switched with the view switcher: the switcher keeps focus.
        Task { @MainActor [weak self] in
            guard let self, self.window.currentPage == page else { return }
            let focus = self.window.window.windowFocus
            if focus == nil || focus?.isMapped == false { self.focusCurrentPage() }
        }
    }

    /// Builds the widgets of `page` if they are not yet (Explore's are built at start).
    private func buildPage(_ page: AppPage) {
        switch page {
        case .explore: break
        case .search: _ = search.page
        case .watchlist: _ = watchlist.page
        case .upNext: _ = upNext.page
        case .library: _ = library.page
        }
    }

    /// Ctrl+R / F5: loads the visible details page again, or Explore.
    private func refresh() {
        if let top = store.state.currentStack.last {
            store.send(.destination(entryID: top.id, top.destination.refreshAction))
        } else if window.currentPage == .explore {
            explore.refresh()
        }
    }

    /// The offline banner's Retry: loads again every page that shows saved data (Explore when no details
    /// page does).
    private static func reloadSavedData(in store: Store<AppRootFeature.State, AppRootFeature.Action>) {
        let state = store.state
        let staleEntries = AppPage.allCases.flatMap { state.stacks[$0] }.filter(\.destination.isStale)
        if state.explore.isStale || staleEntries.isEmpty { store.send(.explore(.refresh)) }
        for entry in staleEntries {
            store.send(.destination(entryID: entry.id, entry.destination.refreshAction))
        }
    }

    // MARK: - Focus and header

    private func restoreFocus(_ origin: Widget?, fallback page: AppPage) {
        guard let origin else {
            focusCurrentPage()
            return
        }
        if !origin.grabFocus() { focusCurrentPage() }
        // The leaflet may move focus while it slides; put it back once the transition started.
        Task { @MainActor [weak self] in
            guard let self, self.window.currentPage == page, !origin.hasFocus else { return }
            if !origin.grabFocus() { self.focusCurrentPage() }
        }
    }

    private func focusCurrentPage() {
        let page = window.currentPage
        if let top = pushed[page]?.last {
            top.page.focusFirst()
            return
        }
        switch page {
        case .explore: explore.focusFirst()
        case .search: search.page.focusEntry()
        case .watchlist: watchlist.page.focusFirst()
        case .upNext: upNext.page.focusFirst()
        case .library: library.page.focusFirst()
        }
    }

    /// Shows the header-bar controls of the visible page (the top details page's, Up Next's History and
    /// Calendar buttons, or the Watchlist's sort and filter menu) and, on details pages, the page menu.
    private func updateHeaderControls() {
        let page = window.currentPage
        let top = pushed[page]?.last
        let entry = top.flatMap { shown in store.state.stacks[page].first { $0.id == shown.entryID } }
        pageMenu.show(
            entry.map { PageMenu.Target(route: $0.destination.route, isOnWatchlist: $0.destination.isOnWatchlist) },
            pageItems: top?.page.menuItems)
        let controls = if let top { top.page.headerControls } else { rootHeaderControls(page) }
        if let shown = headerSlotChild, let controls, shown === controls { return }
        if let shown = headerSlotChild { pageControlsSlot.remove(shown) }
        headerSlotChild = controls
        if let controls { pageControlsSlot.append(controls) }
    }

    private var headerSlotChild: Widget?

    private func rootHeaderControls(_ page: AppPage) -> Widget? {
        switch page {
        case .upNext: upNext.page.headerControls
        case .watchlist: watchlist.page.headerControls
        case .library: library.page.headerControls
        case .explore, .search: nil
        }
    }
}

extension AppRootFeature.State {
    /// Whether anything on screen is an expired cache entry shown because the network failed.
    var isShowingStaleData: Bool {
        if explore.isStale || watchlist.items.isStale || upNext.items.isStale { return true }
        return AppPage.allCases.contains { page in stacks[page].contains { $0.destination.isStale } }
    }
}
