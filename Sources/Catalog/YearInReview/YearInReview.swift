/// A one-page summary of a year: the headline figures of its ``Statistics``, the five most-watched series,
/// the top-rated movies, the busiest month and the posters of the year's titles
/// (``YearInReview/init(statistics:plays:ratings:titles:)``).
public struct YearInReview: Hashable, Sendable {
    /// A series and its episode plays in the year.
    public struct Series: Hashable, Sendable {
        public let id: Int
        /// Nil when its details could not be read.
        public let name: String?
        public let episodePlays: Int
    }

    /// A movie watched in the year and the user's rating of it.
    public struct RatedMovie: Hashable, Sendable {
        public let id: Int
        /// Nil when its details could not be read.
        public let title: String?
        public let rating: Int
    }

    /// A poster of the mosaic: the title's name and its image.
    public struct Poster: Hashable, Sendable {
        public let name: String
        public let image: ImageURLSet
    }

    public let year: Int
    /// Every play's runtime (rewatches included), as the statistics count it.
    public let minutesWatched: Int
    /// Distinct movies and episodes with a play in the year.
    public let moviesWatched: Int
    public let episodesWatched: Int
    /// Movie and episode plays in the year, rewatches included.
    public let plays: Int
    /// Days with a play.
    public let daysWatched: Int
    public let longestStreakDays: Int
    /// The month with the most plays (the earliest of those tied); nil without plays.
    public let busiestMonth: Statistics.Month?
    /// The ``topCount`` series with the most episode plays, then by name (ignoring case and accents), then by id.
    public let series: [Series]
    /// The ``topCount`` best-rated movies watched in the year, highest first, then by title, then by id.
    public let movies: [RatedMovie]
    /// The posters of the year's titles with one (``posterCount`` at most), by plays in the year, most first,
    /// then by name, then by id.
    public let posters: [Poster]
    /// The titles (movies, series) whose details could not be read.
    public let missingDetails: [TrackedTitle]

    /// How many series and movies the review lists.
    public static let topCount = 5
    /// How many posters the mosaic shows at most.
    public static let posterCount = 18

    /// The review of `statistics` (a year's) from the library's `plays` (any order) and `ratings`, and the
    /// `titles`' names and posters (those missing are unnamed and have no poster).
    public init(
        statistics: Statistics, plays: [Play], ratings: [TrackedTitle: Rating],
        titles: [TrackedTitle: YearInReviewTitle]
    ) {
        year = statistics.period.year ?? 0
        minutesWatched = statistics.minutesWatched
        moviesWatched = statistics.moviesWatched
        episodesWatched = statistics.episodesWatched
        self.plays = statistics.moviePlays + statistics.episodePlays
        daysWatched = statistics.days.count
        longestStreakDays = statistics.longestStreakDays
        busiestMonth = statistics.months.reduce(nil) { busiest, month in
            month.plays > (busiest?.plays ?? 0) ? month : busiest
        }
        missingDetails = statistics.missingDetails

        var playsByTitle: [TrackedTitle: Int] = [:]
        var watched: [TrackedTitle] = []
        for play in plays where statistics.period.contains(play) {
            let title: TrackedTitle
            switch play.title {
            case .movie: title = play.title
            case .episode(let key): title = .series(id: key.seriesID)
            case .series: continue
            }
            if playsByTitle[title] == nil { watched.append(title) }
            playsByTitle[title, default: 0] += 1
        }
        // The rankings' elements in the plays' order: titles tied on every key keep it.
        let counted = watched.map { (title: $0, plays: playsByTitle[$0] ?? 0, outline: titles[$0]) }
        series = StatisticsRanking.top(
            Self.topCount,
            of: counted.lazy.compactMap { title, plays, outline in
                guard case .series(let id) = title else { return nil }
                return Series(id: id, name: outline?.name, episodePlays: plays)
            }
        ) { ($0.episodePlays, $0.name ?? "", $0.id) }
        movies = StatisticsRanking.top(
            Self.topCount,
            of: counted.lazy.compactMap { title, _, outline in
                guard case .movie(let id) = title, let rating = ratings[title]?.value, Rating.range.contains(rating)
                else { return nil }
                return RatedMovie(id: id, title: outline?.name, rating: rating)
            }
        ) { ($0.rating, $0.title ?? "", $0.id) }
        posters = StatisticsRanking.top(
            Self.posterCount,
            of: counted.lazy.compactMap { title, plays, outline -> (poster: Poster, plays: Int, id: Int)? in
                guard let outline, let image = outline.poster else { return nil }
                let id: Int
                switch title {
                case .movie(let titleID), .series(let titleID): id = titleID
                case .episode: return nil
                }
                return (poster: Poster(name: outline.name, image: image), plays: plays, id: id)
            }
        ) { ($0.plays, $0.poster.name, $0.id) }.map(\.poster)
    }
}
