import Catalog

/// One episode, cached on its own key (independent of its season's entry): `/tv/{id}/season/{n}/episode/{e}`,
/// decoded as ``TVEpisodeDTO``.
public struct TVEpisodeResource: CatalogResource {
    public static let name = "tvEpisode"

    public let seriesID: Int
    public let seasonNumber: Int
    public let episodeNumber: Int

    public init(_ episodeNumber: Int, inSeason seasonNumber: Int, inSeries seriesID: Int) {
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
    }

    public var cacheKey: String {
        TVEpisode.cacheKey(tvSeriesID: seriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber)
    }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> TVEpisode {
        let dto = try await client.get(
            TVEpisodeDTO.self, "/tv/\(seriesID)/season/\(seasonNumber)/episode/\(episodeNumber)")
        return client.images.episode(dto, tvSeriesID: seriesID, seasonNumber: seasonNumber)
    }
}
