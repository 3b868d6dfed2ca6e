import Catalog
import Foundation
import Localization

/// One row of Up Next: a series and its next episode, as the page shows it.
public struct UpNextItem: Equatable, Hashable, Sendable, Identifiable {
    public let seriesID: Int
    public let seriesName: String
    public let episode: TVEpisode
    public let progress: TrackingProgress

    public init(_ entry: UpNextEntry) {
        seriesID = entry.seriesID
        seriesName = entry.seriesName
        episode = entry.episode
        progress = entry.progress
    }

    /// The series id (one row per series).
    public var id: Int { seriesID }

    var episodeKey: EpisodeKey { EpisodeKey(episode) }

    /// The episode's page.
    public var route: Route {
        .tvEpisode(seriesID: seriesID, season: episode.seasonNumber, episode: episode.episodeNumber)
    }

    /// "S2 · E3".
    public var episodeLabel: String { DisplayFormat.episodeCode(season: episode.seasonNumber, episode: episode.episodeNumber) }

    /// The air date in the user's locale, or nil.
    public var airDateText: String? { episode.airDate.map { DisplayFormat.longDate($0) } }

    /// "4 of 10 episodes".
    public var progressText: String { DisplayFormat.progress(progress) }

    /// The still at card size; nil shows a placeholder.
    public var stillURL: String? { episode.still?.card }

    /// What screen readers say for the row: "Harbour Lights, next: S1 · E3, The Tide Turns, 2 of 8 episodes watched".
    public var accessibleLabel: String {
        // Translators: how screen readers announce an Up Next row: series, episode code, episode name, progress.
        String(format: tr("%@, next: %@, %@, %@"), seriesName, episodeLabel, episode.name, progressText)
    }
}

extension UpNextFeature.State {
    /// Title of the empty state.
    public static var emptyTitle: String { tr("Nothing to watch next") }
    /// Description of the empty state.
    public static var emptyDescription: String {
        tr("Mark an episode of a series as watched, and its next episode appears here.")
    }
}
