/// One entry of a mixed list: Explore carousels and multi-search results.
public enum MediaItem: Sendable, Hashable, Codable, Identifiable {
    case movie(MovieSummary)
    case tvSeries(TVSeriesSummary)
    case person(PersonSummary)

    public var kind: MediaKind {
        switch self {
        case .movie: .movie
        case .tvSeries: .tvSeries
        case .person: .person
        }
    }

    /// Unique across kinds, e.g. "movie-42".
    public var id: String { "\(kind.rawValue)-\(tmdbID)" }

    public var tmdbID: Int {
        switch self {
        case .movie(let movie): movie.id
        case .tvSeries(let series): series.id
        case .person(let person): person.id
        }
    }

    /// Title of a movie, name of a series or person.
    public var title: String {
        switch self {
        case .movie(let movie): movie.title
        case .tvSeries(let series): series.name
        case .person(let person): person.name
        }
    }

    /// Release / first-air year; nil for people and unknown dates.
    public var year: Int? {
        switch self {
        case .movie(let movie): movie.releaseDate?.year
        case .tvSeries(let series): series.firstAirDate?.year
        case .person: nil
        }
    }

    /// Poster for titles, profile photo for people.
    public var image: ImageURLSet? {
        switch self {
        case .movie(let movie): movie.poster
        case .tvSeries(let series): series.poster
        case .person(let person): person.profile
        }
    }
}
