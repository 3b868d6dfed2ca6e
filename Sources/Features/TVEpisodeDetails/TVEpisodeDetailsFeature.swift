import Catalog
import Store
import TMDb

/// One episode's page (`tv/ID/season/N/episode/E`): loads the episode (its own cache key).
public enum TVEpisodeDetailsFeature: SeriesPartPage {
    public static let pattern = RoutePattern("tv/{tv}/season/{season:0}/episode/{episode}", details: Self.self)

    public static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: route.description) }

    public static func trackable(_ route: Route) -> TrackableRoute? {
        .episode(EpisodeKey(seriesID: route.numbers[0], season: route.numbers[1], episode: route.numbers[2]))
    }

    /// The episode page's own actions.
    public enum OwnAction: Equatable, Sendable {
        case tracking(TrackingPanel.Action)
        case contextLoaded(SeriesContext)
        /// The Reveal button of the hidden episode.
        case reveal
    }

    public static func trackingAction(_ action: TrackingPanel.Action) -> OwnAction { .tracking(action) }

    public static func contextLoaded(_ context: SeriesContext) -> OwnAction { .contextLoaded(context) }

    public static func contextSeason(of route: Route) -> Int? { route.numbers[1] }

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<TVEpisode>
    {
        try await dependencies.catalog.read(
            TVEpisodeResource(
                route.numbers[2], inSeason: route.numbers[1],
                inSeries: route.numbers[0]))
    }

    public static func reduce(
        _ own: inout SeriesPartState, action: OwnAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .tracking(let trackingAction):
            return reduceSeriesPartTracking(&own, action: trackingAction, route: route, dependencies: dependencies)
        case .contextLoaded(let context):
            own.context = context
            return .none
        case .reveal:
            own.spoilers.reveal(route.numbers[2])
            return .none
        }
    }

    public static func title(of episode: TVEpisode) -> String { episode.name }

    /// "Episode N" while the episode is hidden from spoilers.
    public static func title(of episode: TVEpisode, own: SeriesPartState) -> String {
        own.hidesEpisode(episode.episodeNumber) ? DisplayFormat.episodeNumber(episode.episodeNumber) : episode.name
    }

    public static func dumpMembers(_ episode: TVEpisode, own: SeriesPartState) -> [(String, DumpJSON)] {
        SpoilerDump.episodeMembers(
            [
                ("seriesID", .int(episode.tvSeriesID)), ("seasonNumber", .int(episode.seasonNumber)),
                ("episodeNumber", .int(episode.episodeNumber)), ("name", .string(episode.name)),
                ("airDate", .date(episode.airDate)), ("overview", .optional(episode.overview)),
                ("runtime", .optional(episode.runtime)), ("stillURL", .optional(episode.still?.full)),
                ("guestStars", .cast(episode.guestStars)), ("crew", .crew(episode.crew)),
            ]
                + titleTrackingMembers(own),
            number: episode.episodeNumber, hidden: own.hidesEpisode(episode.episodeNumber))
    }
}

extension Route {
    /// `tv/ID/season/N/episode/E`.
    public static func tvEpisode(seriesID: Int, season: Int, episode: Int) -> Route {
        Route(TVEpisodeDetailsFeature.pattern, [seriesID, season, episode])
    }
}
