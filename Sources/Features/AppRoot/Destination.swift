import Store

/// A details page on a navigation stack, with its own state (any page of the route table).
public struct Destination: Equatable, Sendable {
    private var state: any DestinationState

    /// The destination showing `state`.
    public init<Page>(_ state: DetailsState<Page>) {
        self.state = state
    }

    /// The page for a details route; nil for page routes (explore, search, watchlist).
    public init?(_ route: Route) {
        guard let make = route.pattern.makeDestination else { return nil }
        self = make(route)
    }

    /// The route of this page.
    public var route: Route { state.route }

    /// The header bar title: the loaded name, empty while loading.
    public var pageTitle: String { state.pageTitle }

    /// Whether the page shows an expired cache entry (offline banner).
    public var isStale: Bool { state.isStale }

    /// The page's state when it is a `Page`.
    public func state<Page>(of page: Page.Type) -> DetailsState<Page>? {
        state as? DetailsState<Page>
    }

    /// The page's "load" action.
    var fetchAction: DestinationAction { state.fetchAction }

    /// The page's "load again" action (Ctrl+R).
    public var refreshAction: DestinationAction { state.refreshAction }

    /// Whether the page's movie or series is on the watchlist; nil on pages without a watchlist toggle, and
    /// until the library was read.
    public var isOnWatchlist: Bool? {
        guard let page = state as? any WatchlistDestination, page.isWatchlistStatusLoaded else { return nil }
        return page.isOnWatchlist
    }

    /// The action toggling the page's watchlist button (Ctrl+D); nil on pages without one.
    public var watchlistToggleAction: DestinationAction? {
        (state as? any WatchlistDestination)?.watchlistToggleAction
    }

    /// Runs the page's reducer for `action` (an action of another page does nothing).
    mutating func reduce(_ action: DestinationAction, dependencies: AppDependencies) -> Effect<DestinationAction> {
        let (next, effect) = state.reducing(action, dependencies: dependencies)
        state = next
        return effect
    }

    public static func == (lhs: Destination, rhs: Destination) -> Bool { lhs.state.isEqual(to: rhs.state) }
}

/// What the app root needs of a page's state without knowing its page.
protocol DestinationState: Sendable {
    var route: Route { get }
    var pageTitle: String { get }
    var isStale: Bool { get }
    var fetchAction: DestinationAction { get }
    var refreshAction: DestinationAction { get }
    func isEqual(to other: any DestinationState) -> Bool
    func reducing(_ action: DestinationAction, dependencies: AppDependencies)
        -> (any DestinationState, Effect<DestinationAction>)
}

extension DetailsState: DestinationState {
    var isStale: Bool { content.isStale }
    var fetchAction: DestinationAction { DestinationAction(DetailsAction<Page>.fetch) }
    var refreshAction: DestinationAction { DestinationAction(DetailsAction<Page>.refresh) }

    func isEqual(to other: any DestinationState) -> Bool { (other as? Self) == self }

    func reducing(_ action: DestinationAction, dependencies: AppDependencies)
        -> (any DestinationState, Effect<DestinationAction>)
    {
        guard let action = action.action(of: Page.self) else { return (self, .none) }
        var next = self
        let effect = DetailsFeature<Page>(dependencies: dependencies).reduce(into: &next, action: action)
        return (next, effect.map { DestinationAction($0) })
    }
}

/// A page with a watchlist toggle (movie, series), seen without knowing its page.
protocol WatchlistDestination {
    var isWatchlistStatusLoaded: Bool { get }
    var isOnWatchlist: Bool { get }
    var watchlistToggleAction: DestinationAction { get }
}

extension DetailsState: WatchlistDestination where Page: WatchlistTogglePage {
    var isWatchlistStatusLoaded: Bool { own.watchlist.isStatusLoaded }
    var isOnWatchlist: Bool { own.watchlist.isOnWatchlist }
    var watchlistToggleAction: DestinationAction {
        DestinationAction(DetailsAction<Page>.own(.watchlist(.toggle)))
    }
}
