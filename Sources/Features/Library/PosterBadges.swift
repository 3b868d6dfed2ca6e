import Localization

/// The small badges on a poster: on the watchlist, watched.
public struct PosterBadges: Equatable, Hashable, Sendable {
    public let isOnWatchlist: Bool
    public let isWatched: Bool

    /// No badge.
    public static let none = PosterBadges(isOnWatchlist: false, isWatched: false)

    public init(isOnWatchlist: Bool, isWatched: Bool) {
        self.isOnWatchlist = isOnWatchlist
        self.isWatched = isWatched
    }

    /// What screen readers add to the poster's name: "on your watchlist", "watched", both or none.
    public var spokenParts: [String] {
        (isOnWatchlist ? [Self.onWatchlistText] : []) + (isWatched ? [Self.watchedText] : [])
    }

    /// The watchlist badge's words (its tooltip and part of the poster's accessible name).
    public static var onWatchlistText: String { tr("on your watchlist") }
    /// The watched badge's words.
    public static var watchedText: String { tr("watched") }
}
