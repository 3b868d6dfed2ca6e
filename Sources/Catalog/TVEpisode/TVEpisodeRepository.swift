/// One episode, cached on its own key (independent of the season cache).
public protocol TVEpisodeRepository: Sendable {
    nonisolated(nonsending) func episode(_ episodeNumber: Int, inSeason seasonNumber: Int,
                                         inSeries tvSeriesID: Int) async throws -> Fetched<TVEpisode>
}

extension CachingCatalogRepository: TVEpisodeRepository where Remote: CatalogRemoteDataSource {
    public nonisolated(nonsending) func episode(_ episodeNumber: Int, inSeason seasonNumber: Int,
                                                inSeries tvSeriesID: Int) async throws -> Fetched<TVEpisode> {
        let key = TVEpisode.cacheKey(tvSeriesID: tvSeriesID, seasonNumber: seasonNumber,
                                     episodeNumber: episodeNumber)
        return try await cached(.tvEpisode, key: key) { [remote] in
            try await remote.episode(episodeNumber, inSeason: seasonNumber, inSeries: tvSeriesID)
        }
    }
}
