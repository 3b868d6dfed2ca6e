import Catalog

extension MovieDetailsFeature {
    /// Dependencies.
    public struct Client: Sendable {
        public let movies: any MovieRepository
        public let watchlist: any WatchlistRepository

        public init(movies: any MovieRepository, watchlist: any WatchlistRepository) {
            self.movies = movies
            self.watchlist = watchlist
        }
    }
}
