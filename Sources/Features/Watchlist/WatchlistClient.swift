import Catalog

extension WatchlistFeature {
    /// Dependencies: the watchlist, and the details repositories that give each title its name and poster.
    public struct Client: Sendable {
        public let watchlist: any WatchlistRepository
        public let movies: any MovieRepository
        public let series: any TVSeriesRepository

        public init(watchlist: any WatchlistRepository, movies: any MovieRepository, series: any TVSeriesRepository) {
            self.watchlist = watchlist
            self.movies = movies
            self.series = series
        }
    }
}
