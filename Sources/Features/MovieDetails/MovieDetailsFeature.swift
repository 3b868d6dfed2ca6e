import Catalog
import Store
import TMDb

/// A movie's page (`movie/ID`): details, cast, recommendations and the watchlist toggle.
public enum MovieDetailsFeature: WatchlistTogglePage {
    public static let pattern = RoutePattern("movie/{movie}", details: Self.self)

    public static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: route.description) }

    public static func trackable(_ route: Route) -> TrackableRoute? { .movie(id: route.numbers[0]) }

    /// What the user can do on the movie page only.
    public enum PageAction: Equatable, Sendable {
        case recommendationSelected(movieID: Int)
    }

    public static let watchlistKind = WatchlistKind.movie

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<Movie>
    {
        try await dependencies.catalog.read(MovieResource(id: route.numbers[0]))
    }

    public static func reducePage(
        _ own: inout TitleOwnState, action: PageAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .recommendationSelected(let movieID):
            .send(.navigate(.movie(id: movieID)))
        }
    }

    public static func title(of movie: Movie) -> String { movie.title }

    public static func dumpMembers(_ movie: Movie, own: TitleOwnState) -> [(String, DumpJSON)] {
        [
            ("id", .int(movie.id)), ("title", .string(movie.title)), ("tagline", .optional(movie.tagline)),
            ("releaseDate", .date(movie.releaseDate)), ("overview", .optional(movie.overview)),
            ("posterURL", .optional(movie.poster?.detail)), ("backdropURL", .optional(movie.backdrop?.full)),
            ("genres", .array(movie.genres.map { .string($0.name) })), ("runtime", .optional(movie.runtime)),
            ("cast", .cast(movie.cast)),
            ("recommendations", .array(movie.recommendations.map { .item(.movie($0)) })),
            ("certification", .optional(movie.certification)), ("voteAverage", .optional(movie.score?.average)),
            ("voteCount", .optional(movie.score?.count)), ("watchProviders", .watchProviders(movie.watchProviders)),
            ("trailers", .trailers(movie.trailers)),
        ] + MovieDetailsDisplay.linkDumpMembers(movie) + [("isOnWatchlist", .bool(own.isOnWatchlist))]
            + titleTrackingMembers(own)
    }
}

extension Route {
    /// `movie/ID`.
    public static func movie(id: Int) -> Route { Route(MovieDetailsFeature.pattern, [id]) }
}
