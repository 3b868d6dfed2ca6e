/// A movie as lists show it (carousels, search results, recommendations).
public struct MovieSummary: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public let title: String
    public let overview: String?
    public let releaseDate: CalendarDate?
    public let poster: ImageURLSet?
    public let backdrop: ImageURLSet?
    public let popularity: Double

    public init(
        id: Int, title: String, overview: String? = nil, releaseDate: CalendarDate? = nil,
        poster: ImageURLSet? = nil, backdrop: ImageURLSet? = nil, popularity: Double = 0
    ) {
        self.id = id
        self.title = title
        self.overview = overview
        self.releaseDate = releaseDate
        self.poster = poster
        self.backdrop = backdrop
        self.popularity = popularity
    }
}
