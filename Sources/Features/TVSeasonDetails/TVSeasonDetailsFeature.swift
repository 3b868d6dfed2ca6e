import Catalog
import Store

/// A season's page (`tv/ID/season/N`): header (name, poster, overview) and its episodes.
public enum TVSeasonDetailsFeature: TrackingPage {
    public static let pattern = RoutePattern("tv/{tv}/season/{season:0}", details: Self.self)

    /// The season page's own actions.
    public enum OwnAction: Equatable, Sendable {
        /// The user activated an episode row.
        case episodeSelected(episodeNumber: Int)
        case tracking(TrackingPanel.Action)
    }

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<TVSeason> {
        try await dependencies.seasons.season(route.numbers[1], inSeries: route.numbers[0])
    }

    public static func trackingAction(_ action: TrackingPanel.Action) -> OwnAction { .tracking(action) }

    public static func reduce(_ own: inout TrackingPanel.State, action: OwnAction, route: Route,
                              dependencies: AppDependencies) -> Effect<Action> {
        switch action {
        case .episodeSelected(let episodeNumber):
            .send(.navigate(.tvEpisode(seriesID: route.numbers[0], season: route.numbers[1], episode: episodeNumber)))
        case .tracking(let trackingAction):
            reduceTracking(&own, action: trackingAction, route: route, dependencies: dependencies)
        }
    }

    public static func title(of season: TVSeason) -> String { season.name }

    public static func dumpMembers(_ season: TVSeason, own: TrackingPanel.State) -> [(String, DumpJSON)] {
        let watched = own.status?.watchedEpisodes ?? []
        return [("seriesID", .int(season.tvSeriesID)), ("seasonNumber", .int(season.seasonNumber)),
         ("name", .string(season.name)), ("overview", .optional(season.overview)),
         ("airDate", .date(season.airDate)), ("posterURL", .optional(season.poster?.detail)),
         ("episodes", .array(season.episodes.map { episode in
             .object([("episodeNumber", .int(episode.episodeNumber)), ("name", .string(episode.name)),
                      ("overview", .optional(episode.overview)), ("airDate", .date(episode.airDate)),
                      ("stillURL", .optional(episode.still?.card)),
                      ("watched", .bool(watched.contains(episode.episodeNumber)))])
         }))]
    }
}

extension Route {
    /// `tv/ID/season/N`.
    public static func tvSeason(seriesID: Int, season: Int) -> Route {
        Route(TVSeasonDetailsFeature.pattern, [seriesID, season])
    }
}
