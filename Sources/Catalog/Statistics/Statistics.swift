/// What the user watched in a period (``StatisticsPeriod``), computed from the library's plays and ratings
/// and the titles' details (``Statistics/init(plays:ratings:details:period:)``).
public struct Statistics: Hashable, Sendable {
    /// Plays on one day (UTC).
    public struct Day: Hashable, Sendable {
        public let date: CalendarDate
        public let plays: Int
    }

    /// Plays and minutes in one month.
    public struct Month: Hashable, Sendable {
        public let year: Int
        public let month: Int
        public let plays: Int
        public let minutes: Int

        /// "2017-03".
        public var text: String { CalendarDate(year: year, month: month, day: 1).description.prefix(7).description }
    }

    /// A genre and how many titles of it were watched.
    public struct GenreCount: Hashable, Sendable {
        public let genre: Genre
        public let titles: Int
    }

    /// A person and how many titles with them were watched.
    public struct PersonCount: Hashable, Sendable {
        public let person: StatisticsPerson
        public let titles: Int
    }

    /// A network or studio and how many watched titles it is behind.
    public struct CompanyCount: Hashable, Sendable {
        public let company: StatisticsCompany
        public let titles: Int
    }

    /// How many watched titles the user rated `value`, and TMDb's average score of those of them that TMDb
    /// scores (movies and series with votes; episodes have no score in the details).
    public struct RatingCount: Hashable, Sendable {
        public let value: Int
        public let count: Int
        /// The mean of TMDb's averages (0–10) of the movies and series rated `value`; nil when none has one.
        public let tmdbAverage: Double?

        public init(value: Int, count: Int, tmdbAverage: Double? = nil) {
            self.value = value
            self.count = count
            self.tmdbAverage = tmdbAverage
        }
    }

    public let period: StatisticsPeriod
    /// Every play's runtime (rewatches included); an episode without a runtime counts its series' typical one.
    public let minutesWatched: Int
    /// Distinct movies with a play in the period.
    public let moviesWatched: Int
    /// Movie plays in the period, rewatches included.
    public let moviePlays: Int
    /// Distinct episodes with a play in the period.
    public let episodesWatched: Int
    /// Episode plays in the period, rewatches included.
    public let episodePlays: Int
    /// Series whose aired regular episodes were all watched, the last of them (its first play) in the period.
    public let seriesCompleted: Int
    /// Series with an episode played in the period and an aired regular episode not watched by the period's
    /// end (as the series' details know them).
    public let seriesInProgress: Int
    /// The days with a play, ascending.
    public let days: [Day]
    /// Every month of the year (a year), or from the first play's month to the last one's (all time).
    public let months: [Month]
    /// Genres by watched titles (a movie, or a series with an episode played), most first, then by name
    /// (ignoring case and accents), then by id.
    public let genres: [GenreCount]
    /// Cast (the first billed of each title) then directors, each by watched titles, most first, then by name
    /// (ignoring case and accents), then by id; the ``peoplePerRole`` first of each role.
    public let people: [PersonCount]
    /// Networks (of the series) and studios (of the movies) by watched titles, most first, then by name, then
    /// by id; the ``companiesListed`` first.
    public let companies: [CompanyCount]
    /// The user's ratings (1–10, every value) of the titles watched in the period: movies, episodes and
    /// the series of those episodes.
    public let ratings: [RatingCount]
    /// The most consecutive days with a play.
    public let longestStreakDays: Int
    /// The titles (movies, series) with a play in the period whose details could not be read, by route order.
    public let missingDetails: [TrackedTitle]

    /// How many people of each role ``people`` lists.
    public static let peoplePerRole = 25
    /// How many networks and studios ``companies`` lists.
    public static let companiesListed = 25
}
