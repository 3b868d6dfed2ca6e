import Catalog

/// A route whose title can be tracked: a movie, a series, a season or an episode.
public enum TrackableRoute: Hashable, Sendable {
    case movie(id: Int)
    case series(id: Int)
    case season(seriesID: Int, season: Int)
    case episode(EpisodeKey)

    /// The trackable route `route` names; nil for other pages (``RoutablePage/trackable(_:)``).
    public init?(_ route: Route) {
        guard let trackable = RouteTable.popcorn.row(for: route)?.trackable(route) else { return nil }
        self = trackable
    }

    /// The title a play or a rating of this route is about; nil for a season (its episodes are).
    public var title: TrackedTitle? {
        switch self {
        case .movie(let id): .movie(id: id)
        case .series(let id): .series(id: id)
        case .season: nil
        case .episode(let key): .episode(key)
        }
    }

    /// The route's text form.
    public var route: Route {
        switch self {
        case .movie(let id): .movie(id: id)
        case .series(let id): .tvSeries(id: id)
        case .season(let seriesID, let season): .tvSeason(seriesID: seriesID, season: season)
        case .episode(let key): .tvEpisode(seriesID: key.seriesID, season: key.season, episode: key.episode)
        }
    }
}

extension Route {
    /// The page of a play's title.
    public init(_ title: TrackedTitle) {
        switch title {
        case .movie(let id): self = .movie(id: id)
        case .series(let id): self = .tvSeries(id: id)
        case .episode(let key): self = .tvEpisode(seriesID: key.seriesID, season: key.season, episode: key.episode)
        }
    }
}
