/// A season as a series' page lists it.
public struct TVSeasonSummary: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public let seasonNumber: Int
    public let name: String
    public let overview: String?
    public let airDate: CalendarDate?
    public let episodeCount: Int
    public let poster: ImageURLSet?

    public init(
        id: Int, seasonNumber: Int, name: String, overview: String? = nil,
        airDate: CalendarDate? = nil, episodeCount: Int = 0, poster: ImageURLSet? = nil
    ) {
        self.id = id
        self.seasonNumber = seasonNumber
        self.name = name
        self.overview = overview
        self.airDate = airDate
        self.episodeCount = episodeCount
        self.poster = poster
    }
}
