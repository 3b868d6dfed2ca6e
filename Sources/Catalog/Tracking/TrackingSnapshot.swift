/// The user's plays and ratings at one moment, indexed for the pages: watch counts, ratings, the
/// episodes watched in a series, the series in progress.
public struct TrackingSnapshot: Sendable {
    /// Every play, newest first.
    public let plays: [Play]
    public let ratings: [TrackedTitle: Rating]
    private let playsByTitle: [TrackedTitle: [Play]]
    private let watchedBySeries: [Int: Set<EpisodeKey>]
    private let latestPlayBySeries: [Int: Double]

    /// Indexes `plays` (in any order; newest first is fastest) and `ratings`.
    public init(plays: [Play] = [], ratings: [TrackedTitle: Rating] = [:]) {
        let isNewestFirst = zip(plays, plays.dropFirst()).allSatisfy { !Self.isNewer($1, than: $0) }
        let ordered = isNewestFirst ? plays : plays.sorted(by: Self.isNewer)
        self.plays = ordered
        self.ratings = ratings
        var byTitle: [TrackedTitle: [Play]] = [:]
        var watched: [Int: Set<EpisodeKey>] = [:]
        var latest: [Int: Double] = [:]
        byTitle.reserveCapacity(ordered.count)
        for play in ordered {
            byTitle[play.title, default: []].append(play)
            if case .episode(let key) = play.title {
                watched[key.seriesID, default: []].insert(key)
                latest[key.seriesID] = max(latest[key.seriesID] ?? play.watchedAt, play.watchedAt)
            }
        }
        playsByTitle = byTitle
        watchedBySeries = watched
        latestPlayBySeries = latest
    }

    /// Newest first: by time, then by id.
    private static func isNewer(_ play: Play, than other: Play) -> Bool {
        (play.watchedAt, play.id) > (other.watchedAt, other.id)
    }

    /// The plays of `title`, newest first.
    public func plays(of title: TrackedTitle) -> [Play] { playsByTitle[title] ?? [] }

    /// How many times `title` was watched.
    public func watchCount(_ title: TrackedTitle) -> Int { playsByTitle[title]?.count ?? 0 }

    /// The rating of `title` (1–10), or nil.
    public func rating(_ title: TrackedTitle) -> Int? { ratings[title]?.value }

    /// The distinct episodes of the series watched at least once (specials included).
    public func watchedEpisodes(inSeries seriesID: Int) -> Set<EpisodeKey> { watchedBySeries[seriesID] ?? [] }

    /// The series with at least one watched episode, by their latest play, newest first.
    public var seriesByLatestPlay: [Int] {
        latestPlayBySeries.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.map(\.key)
    }
}
