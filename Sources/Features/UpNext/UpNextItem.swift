import Catalog
import Foundation
import Localization

/// One row of Up Next: a series and its next episode, as the page shows it — one to watch now, or the
/// next one to air ("Next episode airs Friday, 14 March").
public struct UpNextItem: Equatable, Hashable, Sendable, Identifiable {
    public let seriesID: Int
    public let seriesName: String
    public let episode: TVEpisode
    public let progress: TrackingProgress
    /// Whether the episode has aired (it can be marked watched); false: it airs later.
    public let hasAired: Bool
    /// "Next episode airs Friday, 14 March" (the year added when it is not `today`'s) for an episode that
    /// has not aired; nil for one that has.
    public let airsText: String?
    /// Whether the episode is hidden from spoilers (spoiler protection: named "Episode N", its still blurred).
    public let spoilerHidden: Bool

    /// The row of `entry`; dates in `locale`, the year shown when it is not the year of `today`; the episode
    /// hidden from spoilers when `spoilerHidden`.
    public init(
        _ entry: UpNextEntry, today: CalendarDate? = nil, locale: Locale = .current, spoilerHidden: Bool = false
    ) {
        self.spoilerHidden = spoilerHidden
        seriesID = entry.seriesID
        seriesName = entry.seriesName
        episode = entry.episode
        progress = entry.progress
        hasAired = entry.hasAired
        airsText =
            entry.hasAired
            ? nil
            : entry.episode.airDate.map { date in
                let template = date.year == (today ?? date).year ? "EEEEdMMMM" : "EEEEdMMMMyyyy"
                return String(
                    // Translators: an Up Next row of a series whose every aired episode is watched: when the next
                    // one airs ("Next episode airs Friday, 14 March").
                    format: tr("Next episode airs %@"), DisplayFormat.date(date, template: template, locale: locale))
            }
    }

    /// The series id (one row per series).
    public var id: Int { seriesID }

    var episodeKey: EpisodeKey { EpisodeKey(episode) }

    /// The episode's page.
    public var route: Route {
        .tvEpisode(seriesID: seriesID, season: episode.seasonNumber, episode: episode.episodeNumber)
    }

    /// "S2 · E3".
    public var episodeLabel: String {
        DisplayFormat.episodeCode(season: episode.seasonNumber, episode: episode.episodeNumber)
    }

    /// The air date in the user's locale ("Next episode airs …" for one that has not aired), or nil.
    public var airDateText: String? { airsText ?? episode.airDate.map { DisplayFormat.longDate($0) } }

    /// "4 of 10 episodes".
    public var progressText: String { DisplayFormat.progress(progress) }

    /// The episode's name, or "Episode N" when hidden from spoilers.
    public var episodeName: String {
        spoilerHidden ? DisplayFormat.episodeNumber(episode.episodeNumber) : episode.name
    }

    /// The still at card size; nil shows a placeholder.
    public var stillURL: String? { episode.still?.card }

    /// What screen readers say for the row: "Harbour Lights, next: S1 · E3, The Tide Turns, 2 of 8 episodes",
    /// then when it airs for an episode that has not aired.
    public var accessibleLabel: String {
        // Translators: how screen readers announce an Up Next row: series, episode code, episode name, progress.
        let label = String(format: tr("%@, next: %@, %@, %@"), seriesName, episodeLabel, episodeName, progressText)
        return airsText.map { DisplayFormat.list([label, $0]) } ?? label
    }
}

extension UpNextFeature.State {
    /// Title of the empty state.
    public static var emptyTitle: String { tr("Nothing to Watch Next") }
    /// Description of the empty state.
    public static var emptyDescription: String {
        tr("Mark an episode of a series as watched, and its next episode appears here.")
    }
}
