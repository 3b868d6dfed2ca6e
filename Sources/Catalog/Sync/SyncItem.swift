/// One thing account sync keeps in agreement between the library and the TMDb account. Its value is an
/// `Int?`: a watchlist entry is 1 when present, a rating is its value (1–10); nil is absent on that side.
public enum SyncItem: Hashable, Sendable, Comparable, CustomStringConvertible {
    case watchlist(WatchlistKind, id: Int)
    case rating(TrackedTitle)

    /// The value of a watchlist entry that is present.
    public static let onWatchlist = 1

    /// "watchlist movie 603", "rating episode 1399 S1E2": for messages and stable ordering.
    public var description: String {
        switch self {
        case .watchlist(let kind, let id): "watchlist \(kind.rawValue) \(id)"
        case .rating(.movie(let id)): "rating movie \(id)"
        case .rating(.series(let id)): "rating tvSeries \(id)"
        case .rating(.episode(let key)): "rating episode \(key.seriesID) \(key)"
        }
    }

    /// The list the item belongs to: "watchlist movie", "watchlist tvSeries", "rating movie", "rating tvSeries"
    /// or "rating episode".
    var list: String {
        switch self {
        case .watchlist(let kind, _): "watchlist \(kind.rawValue)"
        case .rating(.movie): "rating movie"
        case .rating(.series): "rating tvSeries"
        case .rating(.episode): "rating episode"
        }
    }

    public static func < (lhs: SyncItem, rhs: SyncItem) -> Bool {
        lhs.description < rhs.description
    }
}
