/// What a play or a rating is about: a movie, a series (ratings only) or an episode.
public enum TrackedTitle: Hashable, Sendable {
    case movie(id: Int)
    case series(id: Int)
    case episode(EpisodeKey)

    /// Whether the title can be played (watched): movies and episodes.
    public var isPlayable: Bool {
        if case .series = self { return false }
        return true
    }
}

/// An episode by its series, season and number (the key plays and ratings use). Orders by season, then
/// episode number.
public struct EpisodeKey: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public let seriesID: Int
    public let season: Int
    public let episode: Int

    public init(seriesID: Int, season: Int, episode: Int) {
        self.seriesID = seriesID
        self.season = season
        self.episode = episode
    }

    /// The key of `episode`.
    public init(_ episode: TVEpisode) {
        self.init(seriesID: episode.tvSeriesID, season: episode.seasonNumber, episode: episode.episodeNumber)
    }

    /// Whether the episode is a special (season 0), which never counts toward progress.
    public var isSpecial: Bool { season == 0 }

    /// One word for the three numbers (a third of the hashing of each: snapshots hash tens of thousands):
    /// the series in the high half, the season and the episode in the low one. Numbers out of those
    /// ranges only share a hash with another key, never equal it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(
            UInt64(truncatingIfNeeded: seriesID) << 32 ^ UInt64(truncatingIfNeeded: season) << 16
                ^ UInt64(truncatingIfNeeded: episode))
    }

    public static func < (lhs: EpisodeKey, rhs: EpisodeKey) -> Bool {
        (lhs.seriesID, lhs.season, lhs.episode) < (rhs.seriesID, rhs.season, rhs.episode)
    }

    /// "S2E3".
    public var description: String { "S\(season)E\(episode)" }
}
