import Catalog

extension WatchlistFeature {
    /// What the user or an effect can do on the screen.
    public enum Action: Equatable, Sendable {
        /// Start following the watchlist (first load, then every change anywhere in the app).
        case task
        /// Start again after an error.
        case retry
        /// The watchlist changed and its titles were loaded. `failures` are the errors of titles
        /// whose details could not be loaded (they are skipped).
        case itemsLoaded([WatchlistItem], isStale: Bool, failures: [CatalogError])
        /// The user activated a poster.
        case itemSelected(WatchlistItem)
        /// Navigation request, handled by the app root.
        case navigate(Route)
    }
}
