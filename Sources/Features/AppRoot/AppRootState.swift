extension AppRootFeature {
    /// The screen's state.
    public struct State: Equatable, Sendable {
        /// The visible top-level page.
        public var selectedPage: AppPage = .explore
        public var explore = ExploreFeature.State()
        public var search = SearchFeature.State()
        public var watchlist = WatchlistFeature.State()
        public var upNext = UpNextFeature.State()
        public var library = LibraryFeature.State()
        /// What the library says about movies and series: on the watchlist, watched (posters' badges).
        public var marks = LibraryMarks()
        /// The details pages pushed on each page, bottom first.
        public var stacks = NavigationStacks()
        /// The id the next pushed page gets (managed by the reducer).
        public var nextEntryID = 1
        /// The top-level pages whose content has started loading (empty until `.task`).
        public var startedPages: Set<AppPage> = []
        /// Whether Explore's content is in and the hidden pages' start is scheduled (`.hiddenPagesDue`).
        public var isHiddenPagesStartScheduled = false

        /// The initial state.
        public init() {}

        /// The state a route describes (command line, tests). Page routes select their page (a search
        /// route also fills the search entry). A details route opens that page alone on the Explore
        /// stack: e.g. `tv/1/season/2/episode/3` is Explore with the episode page on top, and Back
        /// returns to Explore. Nothing is loaded until `.task`.
        public init(route: Route) {
            self.init()
            apply(route)
            if route.libraryPlace != nil { library.route = route }
        }

        /// The current page's stack.
        public var currentStack: [StackEntry] { stacks[selectedPage] }

        /// The route of what is visible: the top of the current stack, else the current page.
        public var currentRoute: Route {
            currentStack.last?.destination.route ?? selectedPageRoute
        }

        /// The route of the selected top-level page (the search with its query, the Library's section with its
        /// filters).
        public var selectedPageRoute: Route {
            switch selectedPage {
            case .explore: .explore
            case .search: search.route
            case .watchlist: .watchlist
            case .upNext: .upNext
            case .library: library.route
            }
        }

        /// Whether Back has something to pop on the current page.
        public var canGoBack: Bool { !currentStack.isEmpty }

        /// The header bar title: the top details page's title (empty while it loads), else the page's.
        public var currentTitle: String { currentStack.last?.destination.pageTitle ?? selectedPage.title }

        /// The entry with `id` on any stack.
        public func entry(id: Int) -> StackEntry? {
            for page in AppPage.allCases {
                if let entry = stacks[page].first(where: { $0.id == id }) { return entry }
            }
            return nil
        }

        /// Pushes a details page on the current stack; returns its entry id.
        mutating func push(_ destination: Destination) -> Int {
            let id = nextEntryID
            nextEntryID += 1
            stacks[selectedPage].append(StackEntry(id: id, destination: destination))
            return id
        }

        /// Resets navigation to what `route` describes; returns the removed entries.
        @discardableResult
        mutating func apply(_ route: Route) -> [StackEntry] {
            if let page = route.page {
                selectedPage = page
                if page == .search { search.query = route.query }
                return []
            }
            let removed = AppPage.allCases.flatMap { stacks[$0] }
            stacks = NavigationStacks()
            selectedPage = .explore
            if let destination = Destination(route) { _ = push(destination) }
            return removed
        }

        /// Finds an entry's page and index.
        func location(of id: Int) -> (page: AppPage, index: Int)? {
            for page in AppPage.allCases {
                if let index = stacks[page].firstIndex(where: { $0.id == id }) { return (page, index) }
            }
            return nil
        }
    }
}
