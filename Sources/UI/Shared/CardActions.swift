import Features

/// What the context menu of a card (and the page menu of a details page) can do with a route, wired by
/// the app to its root store.
@MainActor
public struct CardActions {
    /// Opens the route's page.
    public let open: @MainActor (Route) -> Void
    /// Whether the route's movie or series is on the watchlist; nil when unknown or not a movie or series.
    public let isOnWatchlist: @MainActor (Route) -> Bool?
    /// Adds (`true`) or removes the route's movie or series.
    public let setOnWatchlist: @MainActor (Route, Bool) -> Void
    /// Whether pages link to TMDb's website ("Open on TMDb", "Copy Link"): not for the demo catalog, whose
    /// ids are not TMDb's.
    public let linksToTMDb: Bool

    public init(open: @escaping @MainActor (Route) -> Void, isOnWatchlist: @escaping @MainActor (Route) -> Bool?,
                setOnWatchlist: @escaping @MainActor (Route, Bool) -> Void, linksToTMDb: Bool) {
        self.open = open
        self.isOnWatchlist = isOnWatchlist
        self.setOnWatchlist = setOnWatchlist
        self.linksToTMDb = linksToTMDb
    }

    /// Which watchlist item a menu for `route` offers: Add when the title is not on the list (also while that
    /// is not known, when `addWhenUnknown`), Remove when it is; neither for routes that are no movie or series.
    public static func watchlistItems(for route: Route, isOnWatchlist: Bool?,
                                      addWhenUnknown: Bool) -> (add: Bool, remove: Bool) {
        guard route.watchlistTitle != nil else { return (false, false) }
        return (isOnWatchlist == false || (addWhenUnknown && isOnWatchlist == nil), isOnWatchlist == true)
    }

    /// The TMDb page of `route` when pages link to TMDb; nil otherwise.
    public func webURL(of route: Route) -> String? {
        linksToTMDb ? route.tmdbWebURL : nil
    }
}
