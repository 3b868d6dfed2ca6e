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
    /// Everyone who played in the series (aggregate credits), in billing order.
    public let cast: [CastMember]
    /// Everyone in the series' crew (aggregate credits), in TMDb's order.
    public let crew: [CrewMember]
    /// The region's content rating ("TV-14"); nil when there is none.
    public let certification: String?
    /// Where to watch it in the region; nil when unknown.
    public let watchProviders: WatchProviders?
    /// Official trailers first, then the other trailers, then teasers.
    public let trailers: [Trailer]
    /// TMDb's user score; nil when unknown (also in pages cached before it was read).
    public let score: VoteScore?
    /// The networks that air it, in TMDb's order; nil in pages cached before they were read.
    public let networks: [Company]?
    /// Minutes of a typical episode (For You's runtime filter); nil when unknown (also in pages cached before
    /// it was read).
    public let episodeRuntime: Int?

    public init(
        id: Int, name: String, tagline: String? = nil, overview: String? = nil,
        firstAirDate: CalendarDate? = nil, genres: [Genre] = [], poster: ImageURLSet? = nil,
        backdrop: ImageURLSet? = nil, seasons: [TVSeasonSummary] = [], cast: [CastMember] = [],
        crew: [CrewMember] = [], certification: String? = nil, watchProviders: WatchProviders? = nil,
        trailers: [Trailer] = [], score: VoteScore? = nil, networks: [Company]? = nil, episodeRuntime: Int? = nil
    ) {
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
        self.crew = crew
        self.certification = certification
        self.watchProviders = watchProviders
        self.trailers = trailers
        self.score = score
        self.networks = networks
        self.episodeRuntime = episodeRuntime
    }
}
