import Catalog
import Store

/// One episode's page (`tv/ID/season/N/episode/E`): loads the episode (its own cache key).
public enum TVEpisodeDetailsFeature: TrackingPage {
    public static let pattern = RoutePattern("tv/{tv}/season/{season:0}/episode/{episode}", details: Self.self)

    /// The episode page's own actions.
    public enum OwnAction: Equatable, Sendable {
        case tracking(TrackingPanel.Action)
    }

    public static func trackingAction(_ action: TrackingPanel.Action) -> OwnAction { .tracking(action) }

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<TVEpisode> {
        try await dependencies.episodes.episode(route.numbers[2], inSeason: route.numbers[1], inSeries: route.numbers[0])
    }

    public static func reduce(_ own: inout TrackingPanel.State, action: OwnAction, route: Route,
                              dependencies: AppDependencies) -> Effect<Action> {
        switch action {
        case .tracking(let trackingAction):
            reduceTracking(&own, action: trackingAction, route: route, dependencies: dependencies)
        }
    }

    public static func title(of episode: TVEpisode) -> String { episode.name }

    public static func dumpMembers(_ episode: TVEpisode, own: TrackingPanel.State) -> [(String, DumpJSON)] {
        [("seriesID", .int(episode.tvSeriesID)), ("seasonNumber", .int(episode.seasonNumber)),
         ("episodeNumber", .int(episode.episodeNumber)), ("name", .string(episode.name)),
         ("airDate", .date(episode.airDate)), ("overview", .optional(episode.overview)),
         ("runtime", .optional(episode.runtime)), ("stillURL", .optional(episode.still?.full)),
         ("guestStars", .cast(episode.guestStars)), ("crew", .crew(episode.crew))]
            + titleTrackingMembers(own)
    }
}

extension Route {
    /// `tv/ID/season/N/episode/E`.
    public static func tvEpisode(seriesID: Int, season: Int, episode: Int) -> Route {
        Route(TVEpisodeDetailsFeature.pattern, [seriesID, season, episode])
    }
}
