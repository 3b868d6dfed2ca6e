import Catalog
import Store

/// One episode's page (`tv/ID/season/N/episode/E`): loads the episode (its own cache key).
public enum TVEpisodeDetailsFeature: DetailsPage {
    public static let pattern = RoutePattern("tv/{tv}/season/{season:0}/episode/{episode}", details: Self.self)

    public static func load(_ route: Route, from dependencies: AppDependencies) async throws -> Fetched<TVEpisode> {
        try await dependencies.episodes.episode(route.numbers[2], inSeason: route.numbers[1], inSeries: route.numbers[0])
    }

    public static func title(of episode: TVEpisode) -> String { episode.name }

    public static func dumpMembers(_ episode: TVEpisode, own: NoOwnState) -> [(String, DumpJSON)] {
        [("seriesID", .int(episode.tvSeriesID)), ("seasonNumber", .int(episode.seasonNumber)),
         ("episodeNumber", .int(episode.episodeNumber)), ("name", .string(episode.name)),
         ("airDate", .date(episode.airDate)), ("overview", .optional(episode.overview)),
         ("runtime", .optional(episode.runtime)), ("stillURL", .optional(episode.still?.full))]
    }
}

extension Route {
    /// `tv/ID/season/N/episode/E`.
    public static func tvEpisode(seriesID: Int, season: Int, episode: Int) -> Route {
        Route(TVEpisodeDetailsFeature.pattern, [seriesID, season, episode])
    }
}
