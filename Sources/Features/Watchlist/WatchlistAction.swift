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
        /// The user chose another order or filter (or the saved one was restored).
        case arrange(WatchlistArrangement)
        /// The library's marks changed (watched titles, the watchlist itself).
        case libraryMarksChanged(LibraryMarks)
        /// The user added (`true`) or removed the movie or series of the route from a card's menu (or undid
        /// that).
        case setMembership(Route, Bool)
        /// The card's change was stored.
        case membershipSaved(CardChange)
        /// Storing the card's change failed.
        case membershipFailed(ErrorInfo)
        /// The card's change or its error was shown.
        case cardChangeShown
        /// Navigation request, handled by the app root.
        case navigate(Route)
    }
}
