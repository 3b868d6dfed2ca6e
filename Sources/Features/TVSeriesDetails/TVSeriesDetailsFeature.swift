import Catalog
import Store
import TMDb

/// A TV series' page (`tv/ID`): details, seasons, cast, the watchlist toggle and "Notify Me".
public enum TVSeriesDetailsFeature: WatchlistTogglePage {
    public static let pattern = RoutePattern("tv/{tv}", details: Self.self)

    public static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: route.description) }

    public static func trackable(_ route: Route) -> TrackableRoute? { .series(id: route.numbers[0]) }

    /// What the user can do on the series page only.
    public enum PageAction: Equatable, Sendable {
        case follow(FollowToggle.Action)
        case seasonSelected(seasonNumber: Int)
        case spoilers(SpoilerChoiceMenu.Action)
    }

    public static let watchlistKind = WatchlistKind.tvSeries

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<TVSeries>
    {
        try await dependencies.catalog.read(TVSeriesResource(id: route.numbers[0]))
    }

    public static func reducePage(
        _ own: inout TitleOwnState, action: PageAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .follow(let followAction):
            FollowToggle.reduce(
                &own.follow, action: followAction, seriesID: route.numbers[0],
                follows: dependencies.follows
            ).map { .own(.page(.follow($0))) }
        case .seasonSelected(let seasonNumber):
            .send(.navigate(.tvSeason(seriesID: route.numbers[0], season: seasonNumber)))
        case .spoilers(let spoilerAction):
            SpoilerChoiceMenu.reduce(
                &own.spoilers, action: spoilerAction, seriesID: route.numbers[0], choices: dependencies.spoilerChoices
            ).map { .own(.page(.spoilers($0))) }
        }
    }

    public static func title(of series: TVSeries) -> String { series.name }

    public static func dumpMembers(_ series: TVSeries, own: TitleOwnState) -> [(String, DumpJSON)] {
        let progress = own.tracking.status?.progress
        return [
            ("id", .int(series.id)), ("name", .string(series.name)), ("tagline", .optional(series.tagline)),
            ("firstAirDate", .date(series.firstAirDate)), ("overview", .optional(series.overview)),
            ("posterURL", .optional(series.poster?.detail)), ("backdropURL", .optional(series.backdrop?.full)),
            ("genres", .array(series.genres.map { .string($0.name) })),
            (
                "seasons",
                .array(
                    series.seasons.map { season in
                        .object([
                            ("seasonNumber", .int(season.seasonNumber)), ("name", .string(season.name)),
                            ("episodeCount", .int(season.episodeCount)), ("airDate", .date(season.airDate)),
                        ])
                    })
            ),
            ("cast", .cast(series.cast)),
            ("certification", .optional(series.certification)), ("voteAverage", .optional(series.score?.average)),
            ("voteCount", .optional(series.score?.count)), ("watchProviders", .watchProviders(series.watchProviders)),
            ("trailers", .trailers(series.trailers)), ("isOnWatchlist", .bool(own.isOnWatchlist)),
            (
                "progress",
                progress.map { .object([("watched", .int($0.watched)), ("aired", .int($0.aired))]) } ?? .null
            ),
            ("rating", .optional(own.tracking.status?.rating)),
        ]
    }
}

extension Route {
    /// `tv/ID`.
    public static func tvSeries(id: Int) -> Route { Route(TVSeriesDetailsFeature.pattern, [id]) }
}
