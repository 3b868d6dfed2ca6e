/// One episode of a TV series.
public struct TVEpisode: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public let tvSeriesID: Int
    public let seasonNumber: Int
    public let episodeNumber: Int
    public let name: String
    public let overview: String?
    public let airDate: CalendarDate?
    /// Minutes; nil when unknown.
    public let runtime: Int?
    public let still: ImageURLSet?
    /// The episode's guest cast, in billing order.
    public let guestStars: [CastMember]
    /// The episode's crew (director, writers, …), in TMDb's order.
    public let crew: [CrewMember]

    public init(
        id: Int, tvSeriesID: Int, seasonNumber: Int, episodeNumber: Int, name: String,
        overview: String? = nil, airDate: CalendarDate? = nil, runtime: Int? = nil,
        still: ImageURLSet? = nil, guestStars: [CastMember] = [], crew: [CrewMember] = []
    ) {
        self.id = id
        self.tvSeriesID = tvSeriesID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.name = name
        self.overview = overview
        self.airDate = airDate
        self.runtime = runtime
        self.still = still
        self.guestStars = guestStars
        self.crew = crew
    }

    /// The episode's own cache key: "seriesID-season-episode".
    public static func cacheKey(tvSeriesID: Int, seasonNumber: Int, episodeNumber: Int) -> String {
        "\(tvSeriesID)-\(seasonNumber)-\(episodeNumber)"
    }
}
