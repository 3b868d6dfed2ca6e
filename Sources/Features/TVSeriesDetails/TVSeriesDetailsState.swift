import Catalog

extension TVSeriesDetailsFeature {
    /// The screen's state.
    public struct State: Equatable, Sendable {
        public let seriesID: Int
        public var series: ViewState<TVSeries> = .initial
        /// Shown optimistically while saving; reverted when saving fails.
        public var isOnWatchlist = false
        /// Set when saving the watchlist change failed (show a toast); cleared by the next toggle.
        public var watchlistError: ErrorInfo?

        /// The initial state of the page for this id.
        public init(seriesID: Int) {
            self.seriesID = seriesID
        }

        /// The route of this page.
        public var route: Route { .tvSeries(id: seriesID) }
    }
}
