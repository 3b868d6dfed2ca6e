extension AppRootFeature {
    /// What the user or an effect can do on the screen.
    public enum Action: Equatable, Sendable {
        /// Start: load Explore and the shown page, follow the watchlist and the library's marks, load recent
        /// searches, run a search route's query, and load any details page already on a stack. Up Next and the
        /// Library start loading when shown, or `AppRootFeature.hiddenPagesDelay` after Explore's content is in.
        case task
        /// Explore's content has been in for `AppRootFeature.hiddenPagesDelay`: the pages not started yet start.
        case hiddenPagesDue
        /// Switch the visible top-level page (each keeps its own stack); it starts loading if it has not yet.
        case selectPage(AppPage)
        /// Open a route from outside (command line, a second launch): see `State(route:)`.
        case open(Route)
        /// Open a route from inside the app: page routes switch page, details routes are pushed on the
        /// current page's stack (not twice in a row).
        case navigate(Route)
        /// Back: pop the top page of the current stack.
        case pop
        /// Pop every details page of the current stack.
        case popToRoot
        /// Pop the pages above the entry with this id (e.g. the leaflet went back by a swipe).
        case popTo(entryID: Int)
        case explore(ExploreFeature.Action)
        case search(SearchFeature.Action)
        case watchlist(WatchlistFeature.Action)
        case upNext(UpNextFeature.Action)
        case library(LibraryFeature.Action)
        case marks(LibraryMarksFeature.Action)
        /// An action for the details page with this entry id.
        case destination(entryID: Int, DestinationAction)
    }
}
