import Catalog

extension TMDbImageConfiguration {
    func episode(_ dto: TVEpisodeDTO, tvSeriesID: Int, seasonNumber: Int) -> TVEpisode {
        TVEpisode(
            id: dto.id, tvSeriesID: tvSeriesID, seasonNumber: dto.seasonNumber ?? seasonNumber,
            episodeNumber: dto.episodeNumber, name: dto.name, overview: dto.overview,
            airDate: CalendarDate(tmdb: dto.airDate), runtime: dto.runtime,
            still: image(.still, path: dto.stillPath), guestStars: cast(dto.guestStars), crew: crew(dto.crew))
    }
}
