import Localization

extension WatchlistFeature.State {
    /// Title of the empty state.
    public static var emptyTitle: String { tr("Your Watchlist Is Empty") }
    /// Description of the empty state.
    public static var emptyDescription: String {
        tr("Add movies and TV series with the watchlist button on their pages.")
    }
}
