/// A TV series' details page.
public struct TVSeries: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public let name: String
    public let tagline: String?
    public let overview: String?
    public let firstAirDate: CalendarDate?
    public let genres: [Genre]
    public let poster: ImageURLSet?
    public let backdrop: ImageURLSet?
    /// As TMDb lists them (specials, season 0, may come first).
    public let seasons: [TVSeasonSummary]
    public let cast: [CastMember]

    public init(id: Int, name: String, tagline: String? = nil, overview: String? = nil,
                firstAirDate: CalendarDate? = nil, genres: [Genre] = [], poster: ImageURLSet? = nil,
                backdrop: ImageURLSet? = nil, seasons: [TVSeasonSummary] = [], cast: [CastMember] = []) {
        self.id = id
        self.name = name
        self.tagline = tagline
        self.overview = overview
        self.firstAirDate = firstAirDate
        self.genres = genres
        self.poster = poster
        self.backdrop = backdrop
        self.seasons = seasons
        self.cast = cast
    }
}
