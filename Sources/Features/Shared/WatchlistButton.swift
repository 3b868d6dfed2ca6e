import Localization

/// How a details page's watchlist toggle looks.
public struct WatchlistButton: Equatable, Sendable {
    public let isOnWatchlist: Bool
    /// The accessible label / tooltip.
    public let label: String
    /// The symbolic icon name.
    public let iconName: String

    public init(isOnWatchlist: Bool) {
        self.isOnWatchlist = isOnWatchlist
        label = isOnWatchlist ? tr("Remove from Watchlist") : tr("Add to Watchlist")
        iconName = isOnWatchlist ? "object-select-symbolic" : "list-add-symbolic"
    }
}
