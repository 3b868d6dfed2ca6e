import Catalog

extension MovieDetailsFeature {
    /// The screen's state.
    public struct State: Equatable, Sendable {
        public let movieID: Int
        public var movie: ViewState<Movie> = .initial
        /// Shown optimistically while saving; reverted when saving fails.
        public var isOnWatchlist = false
        /// Set when saving the watchlist change failed (show a toast); cleared by the next toggle.
        public var watchlistError: ErrorInfo?

        /// The initial state of the page for this id.
        public init(movieID: Int) {
            self.movieID = movieID
        }

        /// The route of this page.
        public var route: Route { .movie(id: movieID) }
    }
}
