import Catalog

/// DTO → domain, resolving image paths with an image configuration.
extension TMDbImageConfiguration {
    func movieSummary(_ dto: MovieListItemDTO) -> MovieSummary {
        MovieSummary(id: dto.id, title: dto.title, overview: dto.overview,
                     releaseDate: CalendarDate(tmdb: dto.releaseDate),
                     poster: image(.poster, path: dto.posterPath), backdrop: image(.backdrop, path: dto.backdropPath),
                     popularity: dto.popularity)
    }

    func seriesSummary(_ dto: TVListItemDTO) -> TVSeriesSummary {
        TVSeriesSummary(id: dto.id, name: dto.name, overview: dto.overview,
                        firstAirDate: CalendarDate(tmdb: dto.firstAirDate),
                        poster: image(.poster, path: dto.posterPath), backdrop: image(.backdrop, path: dto.backdropPath),
                        popularity: dto.popularity)
    }

    func personSummary(_ dto: PersonListItemDTO) -> PersonSummary {
        PersonSummary(id: dto.id, name: dto.name, knownForDepartment: dto.knownForDepartment,
                      profile: image(.profile, path: dto.profilePath), popularity: dto.popularity)
    }

    func mediaItem(_ dto: MultiItemDTO) -> MediaItem {
        switch dto {
        case .movie(let movie): .movie(movieSummary(movie))
        case .tv(let series): .tvSeries(seriesSummary(series))
        case .person(let person): .person(personSummary(person))
        }
    }

    func cast(_ dtos: [CastDTO]) -> [CastMember] {
        dtos.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .enumerated()
            .map { index, entry in
                CastMember(id: entry.element.id, name: entry.element.name, character: entry.element.character,
                           order: index, profile: image(.profile, path: entry.element.profilePath))
            }
    }

    func movie(_ dto: MovieDetailsDTO) -> Movie {
        Movie(id: dto.id, title: dto.title, tagline: dto.tagline, overview: dto.overview,
              releaseDate: CalendarDate(tmdb: dto.releaseDate), runtime: dto.runtime,
              genres: dto.genres.map { Genre(id: $0.id, name: $0.name) },
              poster: image(.poster, path: dto.posterPath), backdrop: image(.backdrop, path: dto.backdropPath),
              cast: cast(dto.cast), recommendations: dto.recommendations.map(movieSummary))
    }

    func series(_ dto: TVSeriesDetailsDTO) -> TVSeries {
        TVSeries(id: dto.id, name: dto.name, tagline: dto.tagline, overview: dto.overview,
                 firstAirDate: CalendarDate(tmdb: dto.firstAirDate),
                 genres: dto.genres.map { Genre(id: $0.id, name: $0.name) },
                 poster: image(.poster, path: dto.posterPath), backdrop: image(.backdrop, path: dto.backdropPath),
                 seasons: dto.seasons.map { season in
                     TVSeasonSummary(id: season.id, seasonNumber: season.seasonNumber, name: season.name,
                                     overview: season.overview, airDate: CalendarDate(tmdb: season.airDate),
                                     episodeCount: season.episodeCount, poster: image(.poster, path: season.posterPath))
                 },
                 cast: cast(dto.cast))
    }

    func season(_ dto: TVSeasonDTO, tvSeriesID: Int, seasonNumber: Int) -> TVSeason {
        let number = dto.seasonNumber ?? seasonNumber
        return TVSeason(tvSeriesID: tvSeriesID, seasonNumber: number, name: dto.name, overview: dto.overview,
                        airDate: CalendarDate(tmdb: dto.airDate), poster: image(.poster, path: dto.posterPath),
                        episodes: dto.episodes
                            .map { episode($0, tvSeriesID: tvSeriesID, seasonNumber: number) }
                            .sorted { $0.episodeNumber < $1.episodeNumber })
    }

    func person(_ dto: PersonDetailsDTO) -> Person {
        Person(id: dto.id, name: dto.name, biography: dto.biography, knownForDepartment: dto.knownForDepartment,
               birthday: CalendarDate(tmdb: dto.birthday), placeOfBirth: dto.placeOfBirth,
               profile: image(.profile, path: dto.profilePath),
               credits: dto.credits.map { credit in
                   PersonCredit(kind: credit.mediaType == "tv" ? .tvSeries : .movie, id: credit.id,
                                title: credit.title, role: credit.role, date: CalendarDate(tmdb: credit.date),
                                poster: image(.poster, path: credit.posterPath), popularity: credit.popularity)
               })
    }
}
