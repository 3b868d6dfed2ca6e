/// A credit of `combined_credits.cast` / `.crew`.
struct PersonCreditDTO: Decodable {
    let id: Int
    let mediaType: String
    let title: String
    let role: String?
    let date: String?
    let posterPath: String?
    let popularity: Double

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        guard let type = c.text("media_type"), type == "movie" || type == "tv" else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "media_type"))
        }
        mediaType = type
        title = c.text("title") ?? c.text("name") ?? c.text("original_title") ?? c.text("original_name") ?? ""
        role = c.text("character") ?? c.text("job")
        date = c.text("release_date") ?? c.text("first_air_date")
        posterPath = c.text("poster_path")
        popularity = c.double("popularity") ?? 0
    }
}
