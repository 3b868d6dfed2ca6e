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
    /// In TMDb's order.
    public let crew: [CrewMember]
    /// The region's rating ("PG-13"), theatrical release first; nil when there is none.
    public let certification: String?
    /// Where to watch it in the region; nil when unknown.
    public let watchProviders: WatchProviders?
    /// Official trailers first, then the other trailers, then teasers.
    public let trailers: [Trailer]
    /// TMDb's user score; nil when unknown (also in pages cached before it was read).
    public let score: VoteScore?
    /// The collection the movie is part of; nil when none (also in pages cached before it was read).
    public let collection: MovieCollectionLink?
    /// The production companies, in TMDb's order; nil in pages cached before they were read.
    public let productionCompanies: [Company]?

    public init(
        id: Int, title: String, tagline: String? = nil, overview: String? = nil,
        releaseDate: CalendarDate? = nil, runtime: Int? = nil, genres: [Genre] = [],
        poster: ImageURLSet? = nil, backdrop: ImageURLSet? = nil,
        cast: [CastMember] = [], recommendations: [MovieSummary] = [], crew: [CrewMember] = [],
        certification: String? = nil, watchProviders: WatchProviders? = nil, trailers: [Trailer] = [],
        score: VoteScore? = nil, collection: MovieCollectionLink? = nil, productionCompanies: [Company]? = nil
    ) {
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
        self.crew = crew
        self.certification = certification
        self.watchProviders = watchProviders
        self.trailers = trailers
        self.score = score
        self.collection = collection
        self.productionCompanies = productionCompanies
    }
}
