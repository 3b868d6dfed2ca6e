/// `/collection/{id}` (https://developer.themoviedb.org/reference/collection-details): name, overview,
/// poster, backdrop and the parts, movie list items whose `release_date` may be "" or missing (an announced
/// film). A part that is not a movie (`media_type`) or cannot be read is skipped.
struct MovieCollectionDTO: Decodable {
    let id: Int
    let name: String
    let overview: String?
    let posterPath: String?
    let backdropPath: String?
    let parts: [MovieListItemDTO]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? ""
        overview = c.text("overview")
        posterPath = c.text("poster_path")
        backdropPath = c.text("backdrop_path")
        parts = (c.list("parts") as [Part]).map(\.movie)
    }

    /// A part: a movie list item, unless its `media_type` names something else.
    private struct Part: Decodable {
        let movie: MovieListItemDTO

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            if let kind = c.text("media_type"), kind != "movie" {
                throw DecodingError.dataCorruptedError(
                    forKey: "media_type", in: c,
                    debugDescription: "a collection part that is not a movie")
            }
            movie = try MovieListItemDTO(from: decoder)
        }
    }
}
