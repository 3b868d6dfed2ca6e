/// The episodes of the followed series in a window of days, grouped by air date.
public struct EpisodeCalendar: Equatable, Sendable {
    /// One episode on the calendar.
    public struct Entry: Equatable, Hashable, Sendable {
        public let seriesID: Int
        public let seriesName: String
        public let episode: TVEpisode
        /// Whether the episode was watched at least once.
        public let isWatched: Bool

        public init(seriesID: Int, seriesName: String, episode: TVEpisode, isWatched: Bool) {
            self.seriesID = seriesID
            self.seriesName = seriesName
            self.episode = episode
            self.isWatched = isWatched
        }
    }

    /// A day with at least one episode.
    public struct Day: Equatable, Sendable {
        public let date: CalendarDate
        /// By series name, then season and episode number.
        public let entries: [Entry]
    }

    public let window: CalendarWindow
    /// Only days with episodes, ascending.
    public let days: [Day]

    /// The episodes of `guides` airing in `window`, with the watched ones of `snapshot` marked.
    public init(guides: [EpisodeGuide], snapshot: TrackingSnapshot, window: CalendarWindow) {
        self.window = window
        var byDate: [CalendarDate: [Entry]] = [:]
        for guide in guides {
            let watched = snapshot.watchedEpisodes(inSeries: guide.seriesID)
            for episode in guide.episodes {
                guard let date = episode.airDate, window.contains(date) else { continue }
                byDate[date, default: []].append(
                    Entry(
                        seriesID: guide.seriesID, seriesName: guide.seriesName,
                        episode: episode,
                        isWatched: watched.contains(EpisodeKey(episode))))
            }
        }
        days = byDate.keys.sorted().map { date in
            Day(
                date: date,
                entries: byDate[date, default: []].sorted { lhs, rhs in
                    (lhs.seriesName, lhs.seriesID, lhs.episode.seasonNumber, lhs.episode.episodeNumber)
                        < (rhs.seriesName, rhs.seriesID, rhs.episode.seasonNumber, rhs.episode.episodeNumber)
                })
        }
    }

    /// Every entry, day by day.
    public var entries: [Entry] { days.flatMap(\.entries) }
}
