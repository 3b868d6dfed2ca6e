import Catalog
import TMDb

extension WatchlistFeature {
    /// Dependencies: the watchlist, and the catalog that gives each title its name and poster.
    public struct Client: Sendable {
        public let watchlist: any WatchlistRepository
        public let catalog: any CatalogReader<TMDbClient>

        public init(watchlist: any WatchlistRepository, catalog: any CatalogReader<TMDbClient>) {
            self.watchlist = watchlist
            self.catalog = catalog
        }
    }
}
