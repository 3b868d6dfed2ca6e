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
