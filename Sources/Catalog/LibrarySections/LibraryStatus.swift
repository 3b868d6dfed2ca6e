/// Where a title stands in the user's library (the Library page's sections, `popcorn dump library/…`'s
/// `"status"`). Watching and Completed are derived from the plays; Plan to Watch from the watchlist; On Hold
/// and Dropped are set by the user and override the derived status until cleared.
public enum LibraryStatus: String, CaseIterable, Sendable, Hashable, Codable {
    case watching
    case planToWatch = "plan-to-watch"
    case completed
    case onHold = "on-hold"
    case dropped

    /// The status of a series: the user's On Hold or Dropped first; then Completed when every aired episode
    /// (specials aside) is watched, Watching when an episode is watched and aired ones are left; then Plan to
    /// Watch when it is on the watchlist; nil when none applies.
    public static func ofSeries(
        userStatus: LibraryStatus?, isOnWatchlist: Bool, progress: TrackingProgress
    ) -> LibraryStatus? {
        if let userStatus, userStatus.isUserSet { return userStatus }
        if progress.watched > 0 {
            return progress.aired > 0 && progress.watched >= progress.aired ? .completed : .watching
        }
        return isOnWatchlist ? .planToWatch : nil
    }

    /// The status of a movie: the user's On Hold or Dropped first; then Completed (watched), or Plan to Watch
    /// when it is on the watchlist; nil when none applies.
    public static func ofMovie(userStatus: LibraryStatus?, isOnWatchlist: Bool, isWatched: Bool) -> LibraryStatus? {
        if let userStatus, userStatus.isUserSet { return userStatus }
        if isWatched { return .completed }
        return isOnWatchlist ? .planToWatch : nil
    }

    /// Whether the user sets this status (On Hold, Dropped) rather than the library deriving it.
    public var isUserSet: Bool { self == .onHold || self == .dropped }
}
