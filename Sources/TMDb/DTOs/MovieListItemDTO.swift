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
