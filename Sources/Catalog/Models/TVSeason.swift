/// A season's details page: its header and its episodes.
public struct TVSeason: Sendable, Hashable, Codable {
    public let tvSeriesID: Int
    public let seasonNumber: Int
    public let name: String
    public let overview: String?
    public let airDate: CalendarDate?
    public let poster: ImageURLSet?
    public let episodes: [TVEpisode]

    public init(
        tvSeriesID: Int, seasonNumber: Int, name: String, overview: String? = nil,
        airDate: CalendarDate? = nil, poster: ImageURLSet? = nil, episodes: [TVEpisode] = []
    ) {
        self.tvSeriesID = tvSeriesID
        self.seasonNumber = seasonNumber
        self.name = name
        self.overview = overview
        self.airDate = airDate
        self.poster = poster
        self.episodes = episodes
    }
}
