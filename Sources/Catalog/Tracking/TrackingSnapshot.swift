/// The user's plays and ratings at one moment, indexed for the pages: watch counts, ratings, the
/// episodes watched in a series, the series in progress.
public struct TrackingSnapshot: Sendable {
    /// Every play, newest first.
    public let plays: [Play]
    public let ratings: [TrackedTitle: Rating]
    private let playsByTitle: PlaysByTitle
    private let watchedBySeries: [Int: Set<EpisodeKey>]
    /// The series with at least one watched episode, by their latest play, newest first.
    public let seriesByLatestPlay: [Int]
    private let latestPlayBySeries: [Int: Double]

    /// Indexes `plays` (in any order; newest first is fastest) and `ratings`.
    public init(plays: [Play] = [], ratings: [TrackedTitle: Rating] = [:]) {
        let isNewestFirst = zip(plays, plays.dropFirst()).allSatisfy { !Self.isNewer($1, than: $0) }
        let ordered = isNewestFirst ? plays : plays.sorted(by: Self.isNewer)
        self.plays = ordered
        self.ratings = ratings
        let byTitle = PlaysByTitle(ordered)
        var watched: [Int: Set<EpisodeKey>] = [:]
        var latest: [(seriesID: Int, watchedAt: Double)] = []
        // Titles come in the order of their latest play: a series' first episode here holds its latest play.
        for title in 0..<byTitle.titleCount {
            let play = ordered[byTitle.firstPosition(ofTitle: title)]
            guard case .episode(let key) = play.title else { continue }
            if watched[key.seriesID] == nil { latest.append((key.seriesID, play.watchedAt)) }
            watched[key.seriesID, default: []].insert(key)
        }
        playsByTitle = byTitle
        watchedBySeries = watched
        latestPlayBySeries = Dictionary(uniqueKeysWithValues: latest.lazy.map { ($0.seriesID, $0.watchedAt) })
        seriesByLatestPlay = latest.sorted { ($0.watchedAt, $0.seriesID) > ($1.watchedAt, $1.seriesID) }.map(\.seriesID)
    }

    /// Newest first: by time, then by id.
    private static func isNewer(_ play: Play, than other: Play) -> Bool {
        (play.watchedAt, play.id) > (other.watchedAt, other.id)
    }

    /// The plays of `title`, newest first.
    public func plays(of title: TrackedTitle) -> [Play] { playsByTitle.positions(of: title).map { plays[Int($0)] } }

    /// How many times `title` was watched.
    public func watchCount(_ title: TrackedTitle) -> Int { playsByTitle.positions(of: title).count }

    /// The rating of `title` (1–10), or nil.
    public func rating(_ title: TrackedTitle) -> Int? { ratings[title]?.value }

    /// The distinct episodes of the series watched at least once (specials included).
    public func watchedEpisodes(inSeries seriesID: Int) -> Set<EpisodeKey> { watchedBySeries[seriesID] ?? [] }

    /// The time of the latest play of an episode of the series; nil when none was watched.
    public func latestPlay(inSeries seriesID: Int) -> Double? { latestPlayBySeries[seriesID] }

    /// The movies and the series played at least once, each with the time of its first play (a series': of
    /// its first watched episode), read from the index: one step per title played, not per play.
    public func firstPlays() -> (movies: [Int: Double], series: [Int: Double]) {
        var movies: [Int: Double] = [:]
        var series: [Int: Double] = [:]
        series.reserveCapacity(watchedBySeries.count)
        for title in 0..<playsByTitle.titleCount {
            // Each title's plays are newest first: its last is its first play.
            let play = plays[playsByTitle.lastPosition(ofTitle: title)]
            switch play.title {
            case .movie(let id): movies[id] = play.watchedAt
            case .episode(let key): series[key.seriesID] = min(series[key.seriesID] ?? play.watchedAt, play.watchedAt)
            case .series: continue
            }
        }
        return (movies, series)
    }
}
