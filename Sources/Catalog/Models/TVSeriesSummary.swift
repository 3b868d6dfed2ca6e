/// A TV series as lists show it.
public struct TVSeriesSummary: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public let name: String
    public let overview: String?
    public let firstAirDate: CalendarDate?
    public let poster: ImageURLSet?
    public let backdrop: ImageURLSet?
    public let popularity: Double

    public init(
        id: Int, name: String, overview: String? = nil, firstAirDate: CalendarDate? = nil,
        poster: ImageURLSet? = nil, backdrop: ImageURLSet? = nil, popularity: Double = 0
    ) {
        self.id = id
        self.name = name
        self.overview = overview
        self.firstAirDate = firstAirDate
        self.poster = poster
        self.backdrop = backdrop
        self.popularity = popularity
    }
}
