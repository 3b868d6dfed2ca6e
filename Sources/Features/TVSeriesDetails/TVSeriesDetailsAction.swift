import Catalog

extension TVSeriesDetailsFeature {
    /// What the user or an effect can do on the screen.
    public enum Action: Equatable, Sendable {
        /// Load unless already loading or loaded (details and watchlist status).
        case fetch
        /// Load again after an error.
        case retry
        case loaded(Fetched<TVSeries>)
        case failed(CatalogError)
        case watchlistStatusLoaded(Bool)
        /// The user toggled the watchlist button.
        case toggleWatchlist
        /// Saving failed: revert to `wasOnWatchlist` and show the error.
        case watchlistSaveFailed(wasOnWatchlist: Bool, CatalogError)
        /// The error toast was dismissed.
        case dismissWatchlistError
        case seasonSelected(seasonNumber: Int)
        case castMemberSelected(personID: Int)
        /// Navigation request, handled by the app root.
        case navigate(Route)
    }
}
