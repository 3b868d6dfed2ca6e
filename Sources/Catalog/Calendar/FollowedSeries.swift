/// The rule of following: a series is followed when it is on the watchlist or has a watched episode,
/// unless the user stopped following it; any other series only when the user chose to follow it.
public enum FollowedSeries {
    /// Whether a series is followed.
    public static func isFollowed(onWatchlist: Bool, hasWatchedEpisode: Bool, choice: Bool?) -> Bool {
        choice ?? (onWatchlist || hasWatchedEpisode)
    }

    /// The followed series' ids, ascending.
    public static func ids(watchlist: [WatchlistEntry], snapshot: TrackingSnapshot, choices: [Int: Bool]) -> [Int] {
        let byDefault = Set(watchlist.filter { $0.kind == .tvSeries }.map(\.id)).union(snapshot.seriesByLatestPlay)
        let candidates = byDefault.union(choices.keys)
        return candidates.filter { choices[$0] ?? byDefault.contains($0) }.sorted()
    }
}
