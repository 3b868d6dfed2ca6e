/// `{genres: [...]}` (`/genre/movie/list`, `/genre/tv/list`).
struct GenreListDTO: Decodable {
    let genres: [GenreDTO]

    init(from decoder: any Decoder) throws {
        genres = try decoder.container(keyedBy: AnyKey.self).list("genres")
    }
}
