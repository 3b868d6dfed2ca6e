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

    /// The TMDb page of `route` when pages link to TMDb; nil otherwise.
    public func webURL(of route: Route) -> String? {
        linksToTMDb ? route.tmdbWebURL : nil
    }
}
