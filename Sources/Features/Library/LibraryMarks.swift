import Catalog

/// What the library says about movies and series, for the badges on their posters and the Watchlist's
/// filter: which are on the watchlist, and which are watched (a movie with a play; a series whose every
/// aired episode, specials aside, is watched).
public struct LibraryMarks: Equatable, Sendable {
    /// The movies and series on the watchlist.
    public var watchlist: Set<WatchlistTitle> = []
    /// The movies watched at least once.
    public var watchedMovies: Set<Int> = []
    /// The series whose every aired episode is watched.
    public var finishedSeries: Set<Int> = []

    public init(watchlist: Set<WatchlistTitle> = [], watchedMovies: Set<Int> = [], finishedSeries: Set<Int> = []) {
        self.watchlist = watchlist
        self.watchedMovies = watchedMovies
        self.finishedSeries = finishedSeries
    }

    /// Whether the movie or series of `route` is on the watchlist (false for other routes).
    public func isOnWatchlist(_ route: Route) -> Bool {
        route.watchlistTitle.map { watchlist.contains(WatchlistTitle(kind: $0.kind, id: $0.id)) } ?? false
    }

    /// Whether the movie or series of `route` is watched (false for other routes).
    public func isWatched(_ route: Route) -> Bool {
        guard let (kind, id) = route.watchlistTitle else { return false }
        return kind == .movie ? watchedMovies.contains(id) : finishedSeries.contains(id)
    }

    /// The badges of the poster of `route`.
    public func badges(for route: Route) -> PosterBadges {
        PosterBadges(isOnWatchlist: isOnWatchlist(route), isWatched: isWatched(route))
    }
}

/// A movie or series by kind and TMDb id.
public struct WatchlistTitle: Hashable, Sendable {
    public let kind: WatchlistKind
    public let id: Int

    public init(kind: WatchlistKind, id: Int) {
        self.kind = kind
        self.id = id
    }
}
