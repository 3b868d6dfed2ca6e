import Features
import GtkKit
import Localization

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
    /// A series' status, Hide, "Add to List…" (nil: the menus offer none).
    public var library: LibraryCardActions?

    public init(
        open: @escaping @MainActor (Route) -> Void, isOnWatchlist: @escaping @MainActor (Route) -> Bool?,
        setOnWatchlist: @escaping @MainActor (Route, Bool) -> Void, linksToTMDb: Bool
    ) {
        self.open = open
        self.isOnWatchlist = isOnWatchlist
        self.setOnWatchlist = setOnWatchlist
        self.linksToTMDb = linksToTMDb
    }

    /// Which watchlist item a menu for `route` offers: Add when the title is not on the list (also while that
    /// is not known, when `addWhenUnknown`), Remove when it is; neither for routes that are no movie or series.
    public static func watchlistItems(
        for route: Route, isOnWatchlist: Bool?,
        addWhenUnknown: Bool
    ) -> (add: Bool, remove: Bool) {
        guard route.watchlistTitle != nil else { return (false, false) }
        return (isOnWatchlist == false || (addWhenUnknown && isOnWatchlist == nil), isOnWatchlist == true)
    }

    /// The menu items "Open on TMDb" and "Copy Link" for the actions `<group>.open-on-tmdb` and
    /// `<group>.copy-link` (the page menu's `win`, a card's `card`).
    static func webItems(group: String) -> Menu {
        let web = Menu()
        web.append(tr("Open on _TMDb"), action: "\(group).open-on-tmdb")
        web.append(tr("_Copy Link"), action: "\(group).copy-link")
        return web
    }

    /// The menu items "Add to Watchlist" and "Remove from Watchlist" for `<group>.watchlist-add` and
    /// `<group>.watchlist-remove`, each shown only while its action is enabled (``watchlistItems``).
    static func watchlistMenuItems(group: String) -> Menu {
        let watchlist = Menu()
        watchlist.append(tr("_Add to Watchlist"), action: "\(group).watchlist-add", hiddenWhenDisabled: true)
        watchlist.append(tr("_Remove from Watchlist"), action: "\(group).watchlist-remove", hiddenWhenDisabled: true)
        return watchlist
    }

    /// The TMDb page of `route` when pages link to TMDb; nil otherwise.
    public func webURL(of route: Route) -> String? {
        linksToTMDb ? route.tmdbWebURL : nil
    }
}
