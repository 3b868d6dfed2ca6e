import Localization

extension WatchlistFeature.State {
    /// Title of the empty state.
    public static var emptyTitle: String { tr("Your Watchlist Is Empty") }
    /// Description of the empty state.
    public static var emptyDescription: String {
        tr("Add movies and TV series with the watchlist button on their pages.")
    }
    /// Title of the empty state when the filters leave no title.
    public static var noMatchTitle: String { tr("No Matching Titles") }
    /// Description of that empty state.
    public static var noMatchDescription: String { tr("No title on your watchlist matches the filters.") }
    /// Its button, clearing the filters (the order stays).
    public static var showAllLabel: String { tr("_Show All Titles") }
    /// The accessible name and tooltip of the header's sort and filter menu.
    public static var menuLabel: String { tr("Sort and Filter") }
    /// The menu's section of orders.
    public static var sortHeading: String { tr("Sort By") }
    /// The menu's section of filters.
    public static var showHeading: String { tr("Show") }
    /// The filter leaving watched titles out.
    public static var unwatchedOnlyLabel: String { tr("Unwatched Only") }
}
