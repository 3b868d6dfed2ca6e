/// `/tv/{id}` with `append_to_response=credits`.
struct TVSeriesDetailsDTO: Decodable {
    let id: Int
    let name: String
    let tagline: String?
    let overview: String?
    let firstAirDate: String?
    let genres: [GenreDTO]
    let posterPath: String?
    let backdropPath: String?
    let seasons: [SeasonSummaryDTO]
    let cast: [CastDTO]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? c.text("original_name") ?? ""
        tagline = c.text("tagline")
        overview = c.text("overview")
        firstAirDate = c.text("first_air_date")
        genres = c.list("genres")
        posterPath = c.text("poster_path")
        backdropPath = c.text("backdrop_path")
        seasons = c.list("seasons")
        let credits = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "credits")
        cast = credits?.list("cast") ?? []
    }
}
