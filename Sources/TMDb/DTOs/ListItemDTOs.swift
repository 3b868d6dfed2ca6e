/// A movie in a list (trending, popular, discover, recommendations, search).
struct MovieListItemDTO: Decodable {
    let id: Int
    let title: String
    let overview: String?
    let releaseDate: String?
    let posterPath: String?
    let backdropPath: String?
    let popularity: Double

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        title = c.text("title") ?? c.text("original_title") ?? c.text("name") ?? ""
        overview = c.text("overview")
        releaseDate = c.text("release_date")
        posterPath = c.text("poster_path")
        backdropPath = c.text("backdrop_path")
        popularity = c.double("popularity") ?? 0
    }
}

/// A TV series in a list.
struct TVListItemDTO: Decodable {
    let id: Int
    let name: String
    let overview: String?
    let firstAirDate: String?
    let posterPath: String?
    let backdropPath: String?
    let popularity: Double

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? c.text("original_name") ?? c.text("title") ?? ""
        overview = c.text("overview")
        firstAirDate = c.text("first_air_date")
        posterPath = c.text("poster_path")
        backdropPath = c.text("backdrop_path")
        popularity = c.double("popularity") ?? 0
    }
}

/// A person in a list.
struct PersonListItemDTO: Decodable {
    let id: Int
    let name: String
    let knownForDepartment: String?
    let profilePath: String?
    let popularity: Double

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? c.text("original_name") ?? ""
        knownForDepartment = c.text("known_for_department")
        profilePath = c.text("profile_path")
        popularity = c.double("popularity") ?? 0
    }
}

/// A multi-search result: a movie, a series or a person, told apart by `media_type`.
/// Other media types fail to decode and are skipped by the lossy results list.
enum MultiItemDTO: Decodable {
    case movie(MovieListItemDTO)
    case tv(TVListItemDTO)
    case person(PersonListItemDTO)

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        switch c.text("media_type") {
        case "movie": self = .movie(try MovieListItemDTO(from: decoder))
        case "tv": self = .tv(try TVListItemDTO(from: decoder))
        case "person": self = .person(try PersonListItemDTO(from: decoder))
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "unknown media_type"))
        }
    }
}
