import Catalog

/// Test data (fictional).
enum Fixtures {
    static let imageBase = "https://image.example/t/p/"

    static func poster(_ path: String) -> ImageURLSet { ImageURLSet(kind: .poster, baseURL: imageBase, path: path) }
    static func still(_ path: String) -> ImageURLSet { ImageURLSet(kind: .still, baseURL: imageBase, path: path) }
    static func profile(_ path: String) -> ImageURLSet { ImageURLSet(kind: .profile, baseURL: imageBase, path: path) }
    static func backdrop(_ path: String) -> ImageURLSet { ImageURLSet(kind: .backdrop, baseURL: imageBase, path: path) }

    static func episode(
        _ number: Int, series: Int = 1, season: Int = 1, name: String? = nil,
        overview: String? = "An overview.", airDate: CalendarDate? = CalendarDate(year: 2008, month: 1, day: 20),
        still: ImageURLSet? = Fixtures.still("/e.jpg")
    ) -> TVEpisode {
        TVEpisode(
            id: series * 10_000 + season * 100 + number, tvSeriesID: series, seasonNumber: season,
            episodeNumber: number, name: name ?? "Episode title \(number)", overview: overview,
            airDate: airDate, runtime: 47, still: still)
    }

    static func season(
        _ number: Int, series: Int = 1, episodes: [TVEpisode]? = nil, overview: String? = "Season overview."
    )
        -> TVSeason
    {
        TVSeason(
            tvSeriesID: series, seasonNumber: number, name: "Season \(number)", overview: overview,
            poster: poster("/s\(number).jpg"),
            episodes: episodes ?? [
                episode(1, series: series, season: number), episode(2, series: series, season: number),
            ])
    }

    static func movieSummary(_ id: Int, title: String? = nil, popularity: Double = 1) -> MovieSummary {
        MovieSummary(
            id: id, title: title ?? "Movie \(id)", releaseDate: CalendarDate(year: 2000 + id % 20, month: 5, day: 1),
            poster: poster("/m\(id).jpg"), popularity: popularity)
    }

    static func seriesSummary(_ id: Int) -> TVSeriesSummary {
        TVSeriesSummary(
            id: id, name: "Series \(id)", firstAirDate: CalendarDate(year: 2010, month: 1, day: 1),
            poster: poster("/t\(id).jpg"))
    }

    static func personSummary(_ id: Int) -> PersonSummary {
        PersonSummary(id: id, name: "Person \(id)", knownForDepartment: "Acting")
    }

    static func movie(_ id: Int, title: String = "The Quiet Harbour") -> Movie {
        Movie(
            id: id, title: title, tagline: "Every tide turns.", overview: "A harbour town.",
            releaseDate: CalendarDate(year: 2019, month: 3, day: 8), runtime: 125,
            genres: [Genre(id: 18, name: "Drama"), Genre(id: 80, name: "Crime")],
            poster: poster("/m\(id).jpg"), backdrop: backdrop("/b\(id).jpg"),
            cast: [
                CastMember(id: 3, name: "Third Billed", order: 2),
                CastMember(id: 1, name: "Ada Lowell", character: "Captain", order: 0, profile: profile("/a.jpg")),
                CastMember(id: 2, name: "Ben Ortiz", character: "", order: 1),
            ],
            recommendations: [movieSummary(201), movieSummary(202)])
    }

    static func series(_ id: Int, seasons: [TVSeasonSummary]? = nil) -> TVSeries {
        TVSeries(
            id: id, name: "Lighthouse Keepers", overview: "Keepers keep.",
            firstAirDate: CalendarDate(year: 2015, month: 9, day: 1), genres: [Genre(id: 18, name: "Drama")],
            poster: poster("/t\(id).jpg"),
            seasons: seasons ?? [
                TVSeasonSummary(id: 100, seasonNumber: 0, name: "Specials", episodeCount: 2),
                TVSeasonSummary(id: 102, seasonNumber: 2, name: "Season 2", episodeCount: 8),
                TVSeasonSummary(id: 101, seasonNumber: 1, name: "Season 1", episodeCount: 10),
                TVSeasonSummary(id: 103, seasonNumber: 3, name: "Season 3", episodeCount: 0),
            ],
            cast: [CastMember(id: 8, name: "Second", order: 1), CastMember(id: 7, name: "First", order: 0)])
    }

    static func page(_ items: [MediaItem], page: Int = 1, totalPages: Int = 1) -> Page<MediaItem> {
        Page(page: page, totalPages: totalPages, totalResults: items.count * totalPages, results: items)
    }
}
