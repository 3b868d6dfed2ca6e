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
