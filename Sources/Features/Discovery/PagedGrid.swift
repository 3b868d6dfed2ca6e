import Catalog
import Store

/// A poster grid that loads page after page as its end nears (Discover, See All): the route's page is the
/// page's content; the pages after it are the grid's own, fetched one at a time, an item already shown
/// never shown twice, a failed page retried from its error row.
public enum PagedGrid {
    /// The pages loaded after the route's, and the next one's state.
    public struct State: Equatable, Sendable {
        /// The pages after the route's, in order.
        public var morePages: [Page<MediaItem>] = []
        /// Whether the next page is being fetched (the footer spinner).
        public var isLoadingMore = false
        /// Why the next page failed (the error row with Retry).
        public var moreError: ErrorInfo?

        public init() {}
    }

    /// What the user or an effect can do.
    public enum Action: Equatable, Sendable {
        /// The end of the grid nears: fetch the page after the last one (`after`: that last page).
        case loadMore(after: Page<MediaItem>)
        case moreLoaded(Page<MediaItem>)
        case moreFailed(CatalogError)
        /// The user activated a poster.
        case itemSelected(Route)
        /// The user activated the empty state's action: open its route (``PagedGridEmptyState/route``).
        case emptyActionSelected
    }

    /// Applies `action` on the grid of `route`; `fetch` loads one page by number.
    static func reduce<Page: PagedGridPage>(
        _ state: inout State, action: Action, route: Route,
        fetch: @escaping @Sendable (Int) async throws -> Catalog.Page<MediaItem>
    ) -> Effect<DetailsAction<Page>> {
        switch action {
        case .loadMore(let last):
            guard !state.isLoadingMore, last.hasMore, state.morePages.last.map({ $0.page < last.page + 1 }) ?? true
            else { return .none }
            state.isLoadingMore = true
            state.moreError = nil
            let number = last.page + 1
            return .run { send in
                await send(.own(.moreLoaded(try await fetch(number))))
            } catch: { error, send in
                await send(.own(.moreFailed(CatalogError(error))))
            }
        case .moreLoaded(let page):
            state.isLoadingMore = false
            state.morePages.append(page)
            return .none
        case .moreFailed(let error):
            state.isLoadingMore = false
            state.moreError = ErrorInfo(error)
            return .none
        case .itemSelected(let route):
            return .send(.navigate(route))
        case .emptyActionSelected:
            return .send(.navigate(Page.emptyState(for: route).route))
        }
    }

    /// The dump of one page: `{"page", "totalPages", "totalResults", "results": [items as in search]}`.
    static func dumpMembers(_ page: Catalog.Page<MediaItem>) -> [(String, DumpJSON)] {
        [
            ("page", .int(page.page)), ("totalPages", .int(page.totalPages)), ("totalResults", .int(page.totalResults)),
            ("results", .array(page.results.map(DumpJSON.item))),
        ]
    }
}

/// A page of the route table that is a paged poster grid (Discover, See All).
public protocol PagedGridPage: DetailsPage
where Content == GridPage, Own == PagedGrid.State, OwnAction == PagedGrid.Action {
    /// The header bar's title of the grid of `route` ("Trending Movies").
    static func gridTitle(of route: Route) -> String
    /// The page of the grid that `route` opens (1 unless its query names another).
    static func pageNumber(of route: Route) -> Int
    /// Reads page `number` of the grid of `route`.
    static func fetchPage(_ number: Int, of route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<Catalog.Page<MediaItem>>
    /// What the grid of `route` shows when it has no titles.
    static func emptyState(for route: Route) -> PagedGridEmptyState
}

extension PagedGridPage {
    /// The route's page, titled.
    public static func load(_ route: Route, from dependencies: AppDependencies) async throws -> Fetched<GridPage> {
        try await fetchPage(pageNumber(of: route), of: route, from: dependencies)
            .map { GridPage(title: gridTitle(of: route), page: $0) }
    }

    /// The pages after the route's, fetched like it.
    public static func reduce(
        _ own: inout PagedGrid.State, action: PagedGrid.Action, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        PagedGrid.reduce(&own, action: action, route: route) { number in
            try await fetchPage(number, of: route, from: dependencies).value
        }
    }

    public static func initialOwn(for route: Route) -> PagedGrid.State { PagedGrid.State() }

    public static func title(of grid: GridPage) -> String { grid.title }

    public static func isEmpty(_ grid: GridPage) -> Bool { grid.page.results.isEmpty }

    public static func dumpMembers(_ grid: GridPage, own: PagedGrid.State) -> [(String, DumpJSON)] {
        PagedGrid.dumpMembers(grid.page)
    }
}

extension DetailsState where Page: PagedGridPage {
    /// The display model when the route's page is loaded.
    public var display: PagedGridDisplay? {
        content.content.map { PagedGridDisplay(first: $0.page, state: own, empty: Page.emptyState(for: route)) }
    }
}

/// A paged grid's content: its title and the route's page.
public struct GridPage: Equatable, Sendable {
    /// The header bar's title ("Trending Movies").
    public let title: String
    public let page: Page<MediaItem>

    public init(title: String, page: Page<MediaItem>) {
        self.title = title
        self.page = page
    }
}

/// What a paged grid shows.
public struct PagedGridDisplay: Equatable, Sendable {
    /// Every item of the loaded pages, each once, in order.
    public let cards: [MediaCard]
    /// The last page loaded (for ``PagedGrid/Action/loadMore(after:)``); nil when there is no more.
    public let nextAfter: Page<MediaItem>?
    public let isLoadingMore: Bool
    /// The error row's text; nil hides it.
    public let moreError: ErrorInfo?
    /// The empty state when there are no titles; nil otherwise.
    public let empty: PagedGridEmptyState?

    /// The grid of `first` and the pages after it in `state`; `empty` when there are no titles.
    public init(first: Page<MediaItem>, state: PagedGrid.State, empty: @autoclosure () -> PagedGridEmptyState) {
        var seen = Set<String>()
        let pages = [first] + state.morePages
        cards = pages.flatMap(\.results).filter { seen.insert($0.id).inserted }.map(MediaCard.init)
        let last = pages[pages.count - 1]
        nextAfter = last.hasMore && !last.results.isEmpty ? last : nil
        isLoadingMore = state.isLoadingMore
        moreError = state.moreError
        self.empty = cards.isEmpty ? empty() : nil
    }
}
