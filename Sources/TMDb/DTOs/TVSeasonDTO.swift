/// `/tv/{id}/season/{n}`.
struct TVSeasonDTO: Decodable {
    let seasonNumber: Int?
    let name: String
    let overview: String?
    let airDate: String?
    let posterPath: String?
    let episodes: [TVEpisodeDTO]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        guard c.int("id") != nil || c.contains("episodes") || c.contains("season_number") else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a season"))
        }
        seasonNumber = c.int("season_number")
        name = c.text("name") ?? ""
        overview = c.text("overview")
        airDate = c.text("air_date")
        posterPath = c.text("poster_path")
        episodes = c.list("episodes")
    }
}
