extension WatchlistFeature {
    /// The screen's state.
    public struct State: Equatable, Sendable {
        /// Most recently added first; `.empty` when nothing is saved.
        public var items: ViewState<[WatchlistItem]> = .initial

        /// The initial state.
        public init() {}

        /// The route of this page.
        public var route: Route { .watchlist }
    }
}
