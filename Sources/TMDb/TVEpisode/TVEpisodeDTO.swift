/// An episode: `/tv/{id}/season/{n}/episode/{e}`, and each entry of a season's `episodes`.
struct TVEpisodeDTO: Decodable {
    let id: Int
    let name: String
    let overview: String?
    let airDate: String?
    let episodeNumber: Int
    let seasonNumber: Int?
    let runtime: Int?
    let stillPath: String?
    let guestStars: [CastDTO]
    let crew: [CrewDTO]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.lenient("name") ?? ""
        overview = c.text("overview")
        airDate = c.text("air_date")
        episodeNumber = c.int("episode_number") ?? 0
        seasonNumber = c.int("season_number")
        runtime = c.int("runtime").flatMap { $0 > 0 ? $0 : nil }
        stillPath = c.text("still_path")
        guestStars = c.list("guest_stars")
        crew = c.list("crew")
    }
}
