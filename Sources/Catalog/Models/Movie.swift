/// A movie's details page.
public struct Movie: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public let title: String
    public let tagline: String?
    public let overview: String?
    public let releaseDate: CalendarDate?
    /// Minutes; nil when unknown.
    public let runtime: Int?
    public let genres: [Genre]
    public let poster: ImageURLSet?
    public let backdrop: ImageURLSet?
    /// In billing order.
    public let cast: [CastMember]
    public let recommendations: [MovieSummary]

    public init(id: Int, title: String, tagline: String? = nil, overview: String? = nil,
                releaseDate: CalendarDate? = nil, runtime: Int? = nil, genres: [Genre] = [],
                poster: ImageURLSet? = nil, backdrop: ImageURLSet? = nil,
                cast: [CastMember] = [], recommendations: [MovieSummary] = []) {
        self.id = id
        self.title = title
        self.tagline = tagline
        self.overview = overview
        self.releaseDate = releaseDate
        self.runtime = runtime
        self.genres = genres
        self.poster = poster
        self.backdrop = backdrop
        self.cast = cast
        self.recommendations = recommendations
    }
}
