/// What the statistics need of the titles that plays don't hold, read from the cached details: runtimes,
/// genres, cast and directors, production companies and networks, TMDb's score, the series' episodes. Titles whose details could not be read are in
/// ``missing``.
public struct StatisticsDetails: Sendable {
    /// A movie's facts.
    public struct MovieFacts: Sendable {
        public let runtime: Int?
        public let genres: [Genre]
        public let people: [StatisticsPerson]
        /// The production companies (studios).
        public let companies: [Company]
        /// TMDb's user score.
        public let score: VoteScore?

        public init(
            runtime: Int?, genres: [Genre], people: [StatisticsPerson], companies: [Company] = [],
            score: VoteScore? = nil
        ) {
            self.runtime = runtime
            self.genres = genres
            self.people = people
            self.companies = companies
            self.score = score
        }

        /// The facts of `movie`: its runtime, genres, first billed cast and directors, production companies
        /// (none when cached before they were read) and score.
        public init(_ movie: Movie) {
            self.init(
                runtime: movie.runtime, genres: movie.genres,
                people: StatisticsPerson.people(cast: movie.cast, crew: movie.crew),
                companies: movie.productionCompanies ?? [], score: movie.score)
        }
    }

    /// A series' facts.
    public struct SeriesFacts: Sendable {
        public let genres: [Genre]
        public let people: [StatisticsPerson]
        /// The runtimes (minutes) of the episodes that have one.
        public let episodeRuntimes: [EpisodeKey: Int]
        /// The series' typical episode runtime: the median of its episodes' runtimes; nil when none has one.
        public let typicalEpisodeRuntime: Int?
        /// The regular episodes (no specials) aired by the day the details were read.
        public let airedEpisodes: [EpisodeKey]
        /// The networks that air it.
        public let networks: [Company]
        /// TMDb's user score.
        public let score: VoteScore?

        public init(
            genres: [Genre], people: [StatisticsPerson], episodeRuntimes: [EpisodeKey: Int],
            airedEpisodes: [EpisodeKey], networks: [Company] = [], score: VoteScore? = nil
        ) {
            self.genres = genres
            self.people = people
            self.networks = networks
            self.score = score
            self.episodeRuntimes = episodeRuntimes
            self.airedEpisodes = airedEpisodes
            let runtimes = episodeRuntimes.values.sorted()
            typicalEpisodeRuntime = runtimes.isEmpty ? nil : runtimes[(runtimes.count - 1) / 2]
        }

        /// The facts of `series` and its episodes (every season's), with the episodes aired by `today`; no
        /// networks when cached before they were read.
        public init(_ series: TVSeries, episodes: [TVEpisode], today: CalendarDate) {
            var runtimes: [EpisodeKey: Int] = [:]
            var aired: [EpisodeKey] = []
            for episode in episodes {
                let key = EpisodeKey(episode)
                if let runtime = episode.runtime, runtime > 0 { runtimes[key] = runtime }
                if !key.isSpecial && EpisodeGuide.hasAired(episode, by: today) { aired.append(key) }
            }
            self.init(
                genres: series.genres, people: StatisticsPerson.people(cast: series.cast, crew: series.crew),
                episodeRuntimes: runtimes, airedEpisodes: aired, networks: series.networks ?? [], score: series.score)
        }
    }

    public var movies: [Int: MovieFacts]
    public var series: [Int: SeriesFacts]
    /// The titles (`.movie` or `.series`) whose details could not be read.
    public var missing: Set<TrackedTitle>

    public init(movies: [Int: MovieFacts] = [:], series: [Int: SeriesFacts] = [:], missing: Set<TrackedTitle> = []) {
        self.movies = movies
        self.series = series
        self.missing = missing
    }
}
