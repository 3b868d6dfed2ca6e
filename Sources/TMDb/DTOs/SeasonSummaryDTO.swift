/// A season as `/tv/{id}` lists it.
struct SeasonSummaryDTO: Decodable {
    let id: Int
    let seasonNumber: Int
    let name: String
    let overview: String?
    let airDate: String?
    let episodeCount: Int
    let posterPath: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        seasonNumber = c.int("season_number") ?? 0
        id = c.int("id") ?? seasonNumber
        name = c.text("name") ?? ""
        overview = c.text("overview")
        airDate = c.text("air_date")
        episodeCount = c.int("episode_count") ?? 0
        posterPath = c.text("poster_path")
    }
}
