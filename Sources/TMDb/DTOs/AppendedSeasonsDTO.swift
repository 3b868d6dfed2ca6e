/// `/tv/{id}` with `append_to_response=season/1,season/2,…`: each season under its key `season/N`, as
/// `/tv/{id}/season/{n}` would answer it.
struct AppendedSeasonsDTO: Decodable {
    /// By season number; seasons TMDb did not return (or that cannot be read) are absent.
    let seasons: [Int: TVSeasonDTO]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        var seasons: [Int: TVSeasonDTO] = [:]
        for key in c.allKeys where key.stringValue.hasPrefix("season/") {
            if let number = Int(key.stringValue.dropFirst("season/".count)), let season: TVSeasonDTO = c.lenient(key) {
                seasons[number] = season
            }
        }
        self.seasons = seasons
    }
}
