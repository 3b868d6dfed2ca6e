import Features
import GnomeIntegration

extension AppSettings {
    /// The Watchlist's order and filters (`watchlist-sort`, `watchlist-kinds`, `watchlist-unwatched-only`); a
    /// value this version does not know reads as the default.
    var watchlistArrangement: WatchlistArrangement {
        get {
            WatchlistArrangement(
                sort: WatchlistArrangement.Sort(rawValue: stringValue(.watchlistSort)) ?? .dateAdded,
                kinds: WatchlistArrangement.Kinds(rawValue: stringValue(.watchlistKinds)) ?? .all,
                unwatchedOnly: boolValue(.watchlistUnwatchedOnly))
        }
        set {
            set(.watchlistSort, .string(newValue.sort.rawValue))
            set(.watchlistKinds, .string(newValue.kinds.rawValue))
            set(.watchlistUnwatchedOnly, .bool(newValue.unwatchedOnly))
        }
    }
}
