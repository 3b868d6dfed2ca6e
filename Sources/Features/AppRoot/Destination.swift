/// A details page on a navigation stack, with its own state.
public enum Destination: Equatable, Sendable {
    case movieDetails(MovieDetailsFeature.State)
    case tvSeriesDetails(TVSeriesDetailsFeature.State)
    case tvSeasonDetails(TVSeasonDetailsFeature.State)
    case tvEpisodeDetails(TVEpisodeDetailsFeature.State)
    case personDetails(PersonDetailsFeature.State)

    /// The page for a details route; nil for page routes (explore, search, watchlist).
    public init?(_ route: Route) {
        switch route {
        case .explore, .search, .watchlist:
            return nil
        case .movie(let id):
            self = .movieDetails(.init(movieID: id))
        case .tvSeries(let id):
            self = .tvSeriesDetails(.init(seriesID: id))
        case .tvSeason(let seriesID, let season):
            self = .tvSeasonDetails(.init(seriesID: seriesID, seasonNumber: season))
        case .tvEpisode(let seriesID, let season, let episode):
            self = .tvEpisodeDetails(.init(seriesID: seriesID, seasonNumber: season, episodeNumber: episode))
        case .person(let id):
            self = .personDetails(.init(personID: id))
        }
    }

    /// The route of this page.
    public var route: Route {
        switch self {
        case .movieDetails(let state): state.route
        case .tvSeriesDetails(let state): state.route
        case .tvSeasonDetails(let state): state.route
        case .tvEpisodeDetails(let state): state.route
        case .personDetails(let state): state.route
        }
    }

    /// The header bar title: the loaded name, empty while loading.
    public var pageTitle: String {
        switch self {
        case .movieDetails(let state): state.pageTitle
        case .tvSeriesDetails(let state): state.pageTitle
        case .tvSeasonDetails(let state): state.pageTitle
        case .tvEpisodeDetails(let state): state.pageTitle
        case .personDetails(let state): state.pageTitle
        }
    }

    public var movieDetails: MovieDetailsFeature.State? {
        if case .movieDetails(let state) = self { return state }
        return nil
    }

    public var tvSeriesDetails: TVSeriesDetailsFeature.State? {
        if case .tvSeriesDetails(let state) = self { return state }
        return nil
    }

    public var tvSeasonDetails: TVSeasonDetailsFeature.State? {
        if case .tvSeasonDetails(let state) = self { return state }
        return nil
    }

    public var tvEpisodeDetails: TVEpisodeDetailsFeature.State? {
        if case .tvEpisodeDetails(let state) = self { return state }
        return nil
    }

    public var personDetails: PersonDetailsFeature.State? {
        if case .personDetails(let state) = self { return state }
        return nil
    }
}
