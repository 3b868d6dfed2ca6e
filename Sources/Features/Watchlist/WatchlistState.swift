extension WatchlistFeature {
    /// The screen's state.
    public struct State: Equatable, Sendable {
        /// Most recently added first; `.empty` when nothing is saved.
        public var items: ViewState<[WatchlistItem]> = .initial
        /// The order and filters the user chose (the header's menu).
        public var arrangement = WatchlistArrangement.standard
        /// What the library says about the titles: the watched ones (the "Unwatched Only" filter) and the
        /// posters' badges.
        public var marks = LibraryMarks()
        /// A change made from a card's menu, once stored (show it as a toast with Undo); cleared when shown.
        public var cardChange: CardChange?
        /// Set when storing a card's change failed (show it as a toast); cleared when shown.
        public var cardChangeError: ErrorInfo?

        /// The initial state.
        public init() {}

        /// The route of this page.
        public var route: Route { .watchlist }

        /// The titles the grid shows: ``items`` filtered and sorted by ``arrangement``.
        public var arrangedItems: ViewState<[WatchlistItem]> {
            items.map { arrangement.apply($0, marks: marks) }
        }

        /// Whether the movie or series of `route` is on the watchlist; nil when not known (not loaded yet,
        /// or not a movie or series).
        public func contains(_ route: Route) -> Bool? {
            guard route.watchlistTitle != nil else { return nil }
            switch items {
            case .ready(let list, _): return list.contains { $0.route == route }
            case .empty: return false
            case .initial, .loading, .error: return nil
            }
        }
    }

    /// A title added to or removed from the watchlist from a card's menu.
    public struct CardChange: Equatable, Sendable {
        public let route: Route
        public let isOnWatchlist: Bool

        public init(route: Route, isOnWatchlist: Bool) {
            self.route = route
            self.isOnWatchlist = isOnWatchlist
        }

        /// "Added to your watchlist" or "Removed from your watchlist".
        public var message: String { WatchlistToggle.Confirmation(isOnWatchlist: isOnWatchlist).message }
    }
}
