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

    /// How many watched titles the user rated `value`.
    public struct RatingCount: Hashable, Sendable {
        public let value: Int
        public let count: Int
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
    /// The user's ratings (1–10, every value) of the titles watched in the period: movies, episodes and
    /// the series of those episodes.
    public let ratings: [RatingCount]
    /// The most consecutive days with a play.
    public let longestStreakDays: Int
    /// The titles (movies, series) with a play in the period whose details could not be read, by route order.
    public let missingDetails: [TrackedTitle]

    /// How many people of each role ``people`` lists.
    public static let peoplePerRole = 25
}
