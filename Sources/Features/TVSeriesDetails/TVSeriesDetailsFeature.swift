import Catalog
import Store
import TMDb

/// A TV series' page (`tv/ID`): details, seasons, cast, the watchlist toggle and "Notify Me".
public enum TVSeriesDetailsFeature: WatchlistTogglePage {
    public static let pattern = RoutePattern("tv/{tv}", details: Self.self)

    public static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: route.description) }

    public static func trackable(_ route: Route) -> TrackableRoute? { .series(id: route.numbers[0]) }

    /// The series page's own actions.
    public enum OwnAction: Equatable, Sendable {
        case watchlist(WatchlistToggle.Action)
        case tracking(TrackingPanel.Action)
        case follow(FollowToggle.Action)
        case seasonSelected(seasonNumber: Int)
        case castMemberSelected(personID: Int)
    }

    public static let watchlistKind = WatchlistKind.tvSeries

    public static func watchlistAction(_ action: WatchlistToggle.Action) -> OwnAction { .watchlist(action) }

    public static func trackingAction(_ action: TrackingPanel.Action) -> OwnAction { .tracking(action) }

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<TVSeries> {
        try await dependencies.catalog.read(TVSeriesResource(id: route.numbers[0]))
    }

    public static func reduce(_ own: inout TitleOwnState, action: OwnAction, route: Route,
                              dependencies: AppDependencies) -> Effect<Action> {
        switch action {
        case .watchlist(let toggleAction):
            return reduceWatchlist(&own, action: toggleAction, route: route, dependencies: dependencies)
        case .tracking(let trackingAction):
            if case .statusLoaded(let status) = trackingAction { own.adoptFollowChoice(status) }
            return reduceTracking(&own, action: trackingAction, route: route, dependencies: dependencies)
        case .follow(let followAction):
            return FollowToggle.reduce(&own.follow, action: followAction, seriesID: route.numbers[0],
                                follows: dependencies.follows).map { .own(.follow($0)) }
        case .seasonSelected(let seasonNumber):
            return .send(.navigate(.tvSeason(seriesID: route.numbers[0], season: seasonNumber)))
        case .castMemberSelected(let personID):
            return .send(.navigate(.person(id: personID)))
        }
    }

    public static func title(of series: TVSeries) -> String { series.name }

    public static func dumpMembers(_ series: TVSeries, own: TitleOwnState) -> [(String, DumpJSON)] {
        let progress = own.tracking.status?.progress
        return         [("id", .int(series.id)), ("name", .string(series.name)), ("tagline", .optional(series.tagline)),
         ("firstAirDate", .date(series.firstAirDate)), ("overview", .optional(series.overview)),
         ("posterURL", .optional(series.poster?.detail)), ("backdropURL", .optional(series.backdrop?.full)),
         ("genres", .array(series.genres.map { .string($0.name) })),
         ("seasons", .array(series.seasons.map { season in
             .object([("seasonNumber", .int(season.seasonNumber)), ("name", .string(season.name)),
                      ("episodeCount", .int(season.episodeCount)), ("airDate", .date(season.airDate))])
         })),
         ("cast", .cast(series.cast)),
         ("certification", .optional(series.certification)), ("voteAverage", .optional(series.score?.average)),
         ("voteCount", .optional(series.score?.count)), ("watchProviders", .watchProviders(series.watchProviders)),
         ("trailers", .trailers(series.trailers)), ("isOnWatchlist", .bool(own.isOnWatchlist)),
         ("progress", progress.map { .object([("watched", .int($0.watched)), ("aired", .int($0.aired))]) } ?? .null),
         ("rating", .optional(own.tracking.status?.rating))]
    }
}

extension Route {
    /// `tv/ID`.
    public static func tvSeries(id: Int) -> Route { Route(TVSeriesDetailsFeature.pattern, [id]) }
}
