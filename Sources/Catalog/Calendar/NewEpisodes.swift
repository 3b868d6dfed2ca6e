/// Episodes of a followed series that aired since the last refresh: one notification (for a series
/// notified "When the Whole Season Is Out", the episodes of one season whose last episode aired).
public struct NewEpisodes: Equatable, Sendable {
    public let seriesID: Int
    public let seriesName: String
    /// Ordered by season, then episode number; never empty.
    public let episodes: [TVEpisode]
}
