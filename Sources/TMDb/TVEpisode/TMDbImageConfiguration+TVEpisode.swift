import Catalog

extension TMDbClient {
    public func episode(_ episodeNumber: Int, inSeason seasonNumber: Int, inSeries tvSeriesID: Int) async throws
        -> TVEpisode {
        let dto = try await get(TVEpisodeDTO.self,
                                "/tv/\(tvSeriesID)/season/\(seasonNumber)/episode/\(episodeNumber)")
        return images.episode(dto, tvSeriesID: tvSeriesID, seasonNumber: seasonNumber)
    }
}

extension TMDbImageConfiguration {
    func episode(_ dto: TVEpisodeDTO, tvSeriesID: Int, seasonNumber: Int) -> TVEpisode {
        TVEpisode(id: dto.id, tvSeriesID: tvSeriesID, seasonNumber: dto.seasonNumber ?? seasonNumber,
                  episodeNumber: dto.episodeNumber, name: dto.name, overview: dto.overview,
                  airDate: CalendarDate(tmdb: dto.airDate), runtime: dto.runtime,
                  still: image(.still, path: dto.stillPath), guestStars: cast(dto.guestStars), crew: crew(dto.crew))
    }
}
