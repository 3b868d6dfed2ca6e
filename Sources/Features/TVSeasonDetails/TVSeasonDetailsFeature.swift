import Catalog
import Store
import TMDb

/// A season's page (`tv/ID/season/N`): header (name, poster, overview) and its episodes.
public enum TVSeasonDetailsFeature: SeriesPartPage {
    public static let pattern = RoutePattern("tv/{tv}/season/{season:0}", details: Self.self)

    public static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: route.description) }

    public static func trackable(_ route: Route) -> TrackableRoute? {
        .season(seriesID: route.numbers[0], season: route.numbers[1])
    }

    /// The season page's own actions.
    public enum OwnAction: Equatable, Sendable {
        /// The user activated an episode row.
        case episodeSelected(episodeNumber: Int)
        case tracking(TrackingPanel.Action)
        case contextLoaded(SeriesContext)
        /// The Reveal button of a hidden episode: shows it on this page, no other.
        case revealEpisode(episodeNumber: Int)
    }

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<TVSeason>
    {
        try await dependencies.catalog.read(TVSeasonResource(route.numbers[1], inSeries: route.numbers[0]))
    }

    public static func trackingAction(_ action: TrackingPanel.Action) -> OwnAction { .tracking(action) }

    public static func contextLoaded(_ context: SeriesContext) -> OwnAction { .contextLoaded(context) }

    public static func contextSeason(of route: Route) -> Int? { nil }

    public static func reduce(
        _ own: inout SeriesPartState, action: OwnAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .episodeSelected(let episodeNumber):
            return .send(
                .navigate(.tvEpisode(seriesID: route.numbers[0], season: route.numbers[1], episode: episodeNumber)))
        case .tracking(let trackingAction):
            return reduceSeriesPartTracking(&own, action: trackingAction, route: route, dependencies: dependencies)
        case .contextLoaded(let context):
            own.context = context
            return .none
        case .revealEpisode(let episodeNumber):
            own.spoilers.reveal(episodeNumber)
            return .none
        }
    }

    public static func title(of season: TVSeason) -> String { season.name }

    public static func dumpMembers(_ season: TVSeason, own: SeriesPartState) -> [(String, DumpJSON)] {
        let watched = own.tracking.status?.watchedEpisodes ?? []
        return [
            ("seriesID", .int(season.tvSeriesID)), ("seasonNumber", .int(season.seasonNumber)),
            ("name", .string(season.name)), ("overview", .optional(season.overview)),
            ("airDate", .date(season.airDate)), ("posterURL", .optional(season.poster?.detail)),
            (
                "episodes",
                .array(
                    season.episodes.map { episode in
                        let isWatched = watched.contains(episode.episodeNumber)
                        return .object(
                            SpoilerDump.episodeMembers(
                                [
                                    ("episodeNumber", .int(episode.episodeNumber)), ("name", .string(episode.name)),
                                    ("overview", .optional(episode.overview)), ("airDate", .date(episode.airDate)),
                                    ("stillURL", .optional(episode.still?.card)), ("watched", .bool(isWatched)),
                                ], number: episode.episodeNumber,
                                hidden: own.spoilers.hides(episode.episodeNumber, isWatched: isWatched)))
                    })
            ),
        ]
    }
}

extension Route {
    /// `tv/ID/season/N`.
    public static func tvSeason(seriesID: Int, season: Int) -> Route {
        Route(TVSeasonDetailsFeature.pattern, [seriesID, season])
    }
}
