/// The next episode of a series in progress: one to watch now, or the next one to air.
public struct UpNextEntry: Hashable, Sendable {
    public let seriesID: Int
    public let seriesName: String
    public let episode: TVEpisode
    public let progress: TrackingProgress
    /// Whether the episode has aired; false: every aired episode is watched and this one airs later.
    public let hasAired: Bool

    public init(
        seriesID: Int, seriesName: String, episode: TVEpisode, progress: TrackingProgress,
        hasAired: Bool = true
    ) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.episode = episode
        self.progress = progress
        self.hasAired = hasAired
    }
}

/// Up Next: for each series with a watched episode, its next episode. Series with an aired episode to watch
/// come first, by their latest play, newest first; then series whose every aired episode is watched and
/// whose next episode has an air date, soonest first. Series with nothing left (or nothing dated) are not
/// listed.
public enum UpNext {
    /// The entries for `snapshot`, with each series' guide from `guides` (series without one are skipped).
    public static func entries(
        _ snapshot: TrackingSnapshot, guides: [Int: EpisodeGuide],
        today: CalendarDate
    ) -> [UpNextEntry] {
        var toWatch: [UpNextEntry] = []
        var upcoming: [UpNextEntry] = []
        for seriesID in snapshot.seriesByLatestPlay {
            guard let guide = guides[seriesID] else { continue }
            let watched = snapshot.watchedEpisodes(inSeries: seriesID)
            let progress = guide.progress(watched: watched, today: today)
            if let next = guide.nextEpisode(watched: watched, today: today) {
                toWatch.append(
                    UpNextEntry(
                        seriesID: seriesID, seriesName: guide.seriesName, episode: next,
                        progress: progress))
            } else if let next = guide.upcomingEpisode(watched: watched, today: today) {
                upcoming.append(
                    UpNextEntry(
                        seriesID: seriesID, seriesName: guide.seriesName, episode: next,
                        progress: progress, hasAired: false))
            }
        }
        // Stable: series airing the same day keep the order of their latest play (upcoming episodes have a date).
        let soonestFirst = upcoming.enumerated().sorted { lhs, rhs in
            (lhs.element.episode.airDate ?? today, lhs.offset) < (rhs.element.episode.airDate ?? today, rhs.offset)
        }.map(\.element)
        return toWatch + soonestFirst
    }

    /// The series of `snapshot` whose every aired episode (specials aside) is watched, by the guides in
    /// `guides` (series without one, or with nothing aired, are not finished).
    public static func finishedSeries(
        _ snapshot: TrackingSnapshot, guides: [Int: EpisodeGuide],
        today: CalendarDate
    ) -> Set<Int> {
        Set(
            snapshot.seriesByLatestPlay.filter { seriesID in
                guard let guide = guides[seriesID] else { return false }
                let progress = guide.progress(watched: snapshot.watchedEpisodes(inSeries: seriesID), today: today)
                return progress.aired > 0 && progress.watched == progress.aired
            })
    }
}
