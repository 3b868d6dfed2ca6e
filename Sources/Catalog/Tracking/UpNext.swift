/// The next episode of a series in progress.
public struct UpNextEntry: Hashable, Sendable {
    public let seriesID: Int
    public let seriesName: String
    public let episode: TVEpisode
    public let progress: TrackingProgress

    public init(seriesID: Int, seriesName: String, episode: TVEpisode, progress: TrackingProgress) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.episode = episode
        self.progress = progress
    }
}

/// Up Next: for each series with a watched episode, its next episode; series by their latest play,
/// newest first; series with nothing aired left are not listed.
public enum UpNext {
    /// The entries for `snapshot`, with each series' guide from `guides` (series without one are skipped).
    public static func entries(_ snapshot: TrackingSnapshot, guides: [Int: EpisodeGuide],
                               today: CalendarDate) -> [UpNextEntry] {
        snapshot.seriesByLatestPlay.compactMap { seriesID in
            guard let guide = guides[seriesID] else { return nil }
            let watched = snapshot.watchedEpisodes(inSeries: seriesID)
            guard let next = guide.nextEpisode(watched: watched, today: today) else { return nil }
            return UpNextEntry(seriesID: seriesID, seriesName: guide.seriesName, episode: next,
                               progress: guide.progress(watched: watched, today: today))
        }
    }
}
