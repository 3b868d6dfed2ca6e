import Catalog

/// What a page shows of the user's tracking: the title's plays and rating, the watched episodes of a
/// season, the progress of a series.
public struct TrackingStatus: Equatable, Sendable {
    /// Plays of the movie or episode.
    public var watchCount = 0
    /// The latest play's time (seconds since 1970), or nil.
    public var lastWatchedAt: Double?
    /// The rating of the movie, series or episode (1–10), or nil.
    public var rating: Int?
    /// The watched episode numbers (season page).
    public var watchedEpisodes: Set<Int> = []
    /// Watched of aired episodes (series page); nil when the episode guide could not be loaded.
    public var progress: TrackingProgress?
    /// Whether an episode of the series was watched, specials and unaired ones included (series page).
    public var hasWatchedEpisode = false
    /// The user's notification choice for the series (series page; see ``FollowedSeries``); nil when they
    /// never chose or it could not be read.
    public var followChoice: NotificationChoice?

    public init() {}

    /// The status of `route` in `snapshot`; `guide` gives a series its progress, `followChoice` is the
    /// user's choice for a series.
    public init(
        _ route: TrackableRoute, snapshot: TrackingSnapshot, guide: EpisodeGuide?, today: CalendarDate,
        followChoice: NotificationChoice? = nil
    ) {
        if let title = route.title {
            let plays = snapshot.plays(of: title)
            watchCount = plays.count
            lastWatchedAt = plays.first?.watchedAt
            rating = snapshot.rating(title)
        }
        switch route {
        case .season(let seriesID, let season):
            watchedEpisodes = Set(
                snapshot.watchedEpisodes(inSeries: seriesID).filter { $0.season == season }.map(\.episode))
        case .series(let id):
            let watched = snapshot.watchedEpisodes(inSeries: id)
            progress = guide?.progress(watched: watched, today: today)
            hasWatchedEpisode = !watched.isEmpty
            self.followChoice = followChoice
        case .movie, .episode:
            break
        }
    }
}
