import Catalog

/// DTO → domain, resolving image paths with an image configuration.
extension TMDbImageConfiguration {
    func movieSummary(_ dto: MovieListItemDTO) -> MovieSummary {
        let (poster, backdrop) = images(of: dto)
        return MovieSummary(
            id: dto.id, title: dto.title, overview: dto.overview, releaseDate: CalendarDate(tmdb: dto.date),
            poster: poster, backdrop: backdrop, popularity: dto.popularity)
    }

    func seriesSummary(_ dto: TVListItemDTO) -> TVSeriesSummary {
        let (poster, backdrop) = images(of: dto)
        return TVSeriesSummary(
            id: dto.id, name: dto.title, overview: dto.overview, firstAirDate: CalendarDate(tmdb: dto.date),
            poster: poster, backdrop: backdrop, popularity: dto.popularity)
    }

    /// The poster and backdrop of a movie or series in a list.
    private func images<Keys>(of dto: ListItemDTO<Keys>) -> (poster: ImageURLSet?, backdrop: ImageURLSet?) {
        (image(.poster, path: dto.posterPath), image(.backdrop, path: dto.backdropPath))
    }

    func personSummary(_ dto: PersonListItemDTO) -> PersonSummary {
        PersonSummary(
            id: dto.id, name: dto.name, knownForDepartment: dto.knownForDepartment,
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
        billed(dtos, order: \.order).map { rank, dto in
            CastMember(
                id: dto.id, name: dto.name, character: dto.character, order: rank,
                profile: image(.profile, path: dto.profilePath))
        }
    }

    /// `credits` in TMDb's billing order (ties keep the order TMDb sent), each with its rank from 0.
    private func billed<Credit>(_ credits: [Credit], order: (Credit) -> Int) -> [(rank: Int, credit: Credit)] {
        credits.enumerated()
            .sorted { (order($0.element), $0.offset) < (order($1.element), $1.offset) }
            .enumerated()
            .map { ($0.offset, $0.element.element) }
    }

    func crew(_ dtos: [CrewDTO]) -> [CrewMember] {
        dtos.map {
            CrewMember(
                id: $0.id, name: $0.name, job: $0.job, department: $0.department,
                profile: image(.profile, path: $0.profilePath))
        }
    }

    /// A series' cast from its aggregate credits: billing order, the role with the most episodes.
    func cast(_ dtos: [AggregateCreditsDTO.Cast]) -> [CastMember] {
        billed(dtos, order: \.order).map { rank, dto in
            CastMember(
                id: dto.id, name: dto.name, character: dto.character, order: rank,
                profile: image(.profile, path: dto.profilePath), episodeCount: dto.totalEpisodeCount)
        }
    }

    /// A series' crew from its aggregate credits: one entry per job.
    func crew(_ dtos: [AggregateCreditsDTO.Crew]) -> [CrewMember] {
        dtos.flatMap { member in
            member.jobs.map { job in
                CrewMember(
                    id: member.id, name: member.name, job: job, department: member.department,
                    profile: image(.profile, path: member.profilePath))
            }
        }
    }

    /// The offers of `region`, each list in TMDb's display order (`display_priority`); empty lists when
    /// TMDb has none for the region.
    func watchProviders(_ dto: WatchProvidersDTO?, region: String) -> WatchProviders {
        let offers = dto?.regions[region]
        func providers(_ list: [ProviderDTO]?) -> [WatchProviders.Provider] {
            (list ?? []).enumerated()
                .sorted { ($0.element.displayPriority, $0.offset) < ($1.element.displayPriority, $1.offset) }
                .map {
                    WatchProviders.Provider(
                        id: $0.element.id, name: $0.element.name,
                        logo: image(.logo, path: $0.element.logoPath))
                }
        }
        return WatchProviders(
            region: region, link: offers?.link, flatrate: providers(offers?.flatrate),
            free: providers(offers?.free), ads: providers(offers?.ads),
            rent: providers(offers?.rent), buy: providers(offers?.buy))
    }

    /// YouTube and Vimeo trailers and teasers: official trailers, other trailers, official teasers, other
    /// teasers, each in TMDb's order.
    func trailers(_ dto: VideosDTO?) -> [Trailer] {
        let rank = { (video: VideosDTO.Video) -> Int? in
            switch video.type {
            case "Trailer": video.official ? 0 : 1
            case "Teaser": video.official ? 2 : 3
            default: nil
            }
        }
        return (dto?.videos ?? []).enumerated()
            .compactMap { offset, video -> (Int, Int, Trailer)? in
                guard let rank = rank(video), let site = video.site.flatMap(Trailer.Site.init(rawValue:)),
                    let key = video.key, !key.isEmpty
                else { return nil }
                return (rank, offset, Trailer(name: video.name, site: site, key: key))
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map(\.2)
    }

    func series(_ dto: TVSeriesDetailsDTO, region: String) -> TVSeries {
        TVSeries(
            id: dto.id, name: dto.name, tagline: dto.tagline, overview: dto.overview,
            firstAirDate: CalendarDate(tmdb: dto.firstAirDate),
            genres: dto.genres.map { Genre(id: $0.id, name: $0.name) },
            poster: image(.poster, path: dto.posterPath), backdrop: image(.backdrop, path: dto.backdropPath),
            seasons: dto.seasons.map { season in
                TVSeasonSummary(
                    id: season.id, seasonNumber: season.seasonNumber, name: season.name,
                    overview: season.overview, airDate: CalendarDate(tmdb: season.airDate),
                    episodeCount: season.episodeCount, poster: image(.poster, path: season.posterPath))
            },
            cast: cast(dto.credits?.cast ?? []), crew: crew(dto.credits?.crew ?? []),
            certification: dto.contentRatings?.certification(in: region),
            watchProviders: watchProviders(dto.watchProviders, region: region), trailers: trailers(dto.videos),
            score: dto.score, networks: dto.networks, episodeRuntime: dto.episodeRuntime)
    }

    func season(_ dto: TVSeasonDTO, tvSeriesID: Int, seasonNumber: Int) -> TVSeason {
        let number = dto.seasonNumber ?? seasonNumber
        return TVSeason(
            tvSeriesID: tvSeriesID, seasonNumber: number, name: dto.name, overview: dto.overview,
            airDate: CalendarDate(tmdb: dto.airDate), poster: image(.poster, path: dto.posterPath),
            episodes: dto.episodes
                .map { episode($0, tvSeriesID: tvSeriesID, seasonNumber: number) }
                .sorted { $0.episodeNumber < $1.episodeNumber })
    }

    func person(_ dto: PersonDetailsDTO) -> Person {
        Person(
            id: dto.id, name: dto.name, biography: dto.biography, knownForDepartment: dto.knownForDepartment,
            birthday: CalendarDate(tmdb: dto.birthday), placeOfBirth: dto.placeOfBirth,
            profile: image(.profile, path: dto.profilePath),
            credits: dto.credits.map { credit in
                PersonCredit(
                    kind: credit.mediaType == "tv" ? .tvSeries : .movie, id: credit.id,
                    title: credit.title, role: credit.role, date: CalendarDate(tmdb: credit.date),
                    poster: image(.poster, path: credit.posterPath), popularity: credit.popularity)
            })
    }
}
