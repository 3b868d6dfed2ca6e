/// Every episode of a series, season by season (specials, season 0, included), with the rules of
/// tracking: which episodes have aired, the progress, the next episode to watch.
public struct EpisodeGuide: Sendable, Hashable {
    public let seriesID: Int
    public let seriesName: String
    /// Ordered by season, then episode number.
    public let episodes: [TVEpisode]

    public init(seriesID: Int, seriesName: String, episodes: [TVEpisode]) {
        self.seriesID = seriesID
        self.seriesName = seriesName
        self.episodes = episodes.sorted { EpisodeKey($0) < EpisodeKey($1) }
    }

    /// Whether `episode` has aired by `today`: it has an air date, on or before today.
    public static func hasAired(_ episode: TVEpisode, by today: CalendarDate) -> Bool {
        guard let airDate = episode.airDate else { return false }
        return airDate <= today
    }

    /// Distinct watched episodes among the aired ones / aired episodes (no specials).
    public func progress(watched: Set<EpisodeKey>, today: CalendarDate) -> TrackingProgress {
        var (watchedCount, airedCount) = (0, 0)
        for episode in episodes where episode.seasonNumber > 0 && Self.hasAired(episode, by: today) {
            airedCount += 1
            if watched.contains(EpisodeKey(episode)) { watchedCount += 1 }
        }
        return TrackingProgress(watched: watchedCount, aired: airedCount)
    }

    /// The first aired episode after the furthest watched one (by season, then number; specials aside)
    /// that is not watched; nil when nothing was watched or nothing aired is left.
    public func nextEpisode(watched: Set<EpisodeKey>, today: CalendarDate) -> TVEpisode? {
        guard let furthest = watched.filter({ !$0.isSpecial }).max() else { return nil }
        return episodes.first { episode in
            let key = EpisodeKey(episode)
            return !key.isSpecial && key > furthest && !watched.contains(key) && Self.hasAired(episode, by: today)
        }
    }

    /// The first episode after the furthest watched one (specials aside) that has an air date after
    /// `today`, when nothing aired is left to watch before it; nil when nothing was watched, an aired episode
    /// is still to watch (``nextEpisode(watched:today:)``), or no later episode has a date yet.
    public func upcomingEpisode(watched: Set<EpisodeKey>, today: CalendarDate) -> TVEpisode? {
        guard let furthest = watched.filter({ !$0.isSpecial }).max(),
            nextEpisode(watched: watched, today: today) == nil
        else { return nil }
        return episodes.first { episode in
            let key = EpisodeKey(episode)
            guard !key.isSpecial, key > furthest, !watched.contains(key), let airDate = episode.airDate else {
                return false
            }
            return airDate > today
        }
    }

    /// The aired episodes of `season` (0 for specials), or of every regular season when nil, that are
    /// not watched: what marking the season or the series adds.
    public func unwatchedAiredEpisodes(season: Int?, watched: Set<EpisodeKey>, today: CalendarDate) -> [TVEpisode] {
        episodes.filter { episode in
            let inScope = season.map { episode.seasonNumber == $0 } ?? (episode.seasonNumber > 0)
            return inScope && Self.hasAired(episode, by: today) && !watched.contains(EpisodeKey(episode))
        }
    }
}
