import Catalog

extension MovieDetailsFeature {
    public struct State: Equatable, Sendable {
        public let movieID: Int
        public var movie: ViewState<Movie> = .initial
        /// Shown optimistically while saving; reverted when saving fails.
        public var isOnWatchlist = false
        /// Set when saving the watchlist change failed (show a toast); cleared by the next toggle.
        public var watchlistError: ErrorInfo?

        public init(movieID: Int) {
            self.movieID = movieID
        }

        /// The route of this page.
        public var route: Route { .movie(id: movieID) }
    }
}
