import Catalog

extension TVSeriesDetailsFeature {
    /// Dependencies.
    public struct Client: Sendable {
        public let series: any TVSeriesRepository
        public let watchlist: any WatchlistRepository

        public init(series: any TVSeriesRepository, watchlist: any WatchlistRepository) {
            self.series = series
            self.watchlist = watchlist
        }
    }
}
