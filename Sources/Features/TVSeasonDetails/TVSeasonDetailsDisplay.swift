import Catalog
import Foundation
import Localization

/// What the season page shows.
public struct TVSeasonDetailsDisplay: Equatable, Sendable {
    /// One episode row: "N. Title", the overview (may be missing), the still at card size; an episode hidden
    /// from spoilers shows "Episode N", "Overview hidden — not watched yet" with a Reveal button and its still
    /// blurred, and its name and overview are nowhere in the row (not even for screen readers).
    public struct EpisodeRow: Equatable, Sendable, Identifiable {
        /// The episode number.
        public let id: Int
        /// "N. Title", or "Episode N" when hidden.
        public let title: String
        /// The episode name alone, or "Episode N" when hidden.
        public let name: String
        /// What screen readers say for the row: "Episode 3: Title", or "Episode 3" when hidden.
        public let accessibleLabel: String
        /// nil hides the overview line (always nil when hidden).
        public let overview: String?
        /// Whether the episode is hidden from spoilers.
        public let spoilerHidden: Bool
        /// The still at card size; nil shows a placeholder.
        public let stillURL: String?
        public let route: Route
    }

    /// The season name (page title and header).
    public let title: String
    /// The air date (locale's long style) and the episode count ("February 6, 2016 · 10 episodes"); the date
    /// is left out when unknown.
    public let facts: [String]
    /// The series as a link back; nil until its name is loaded.
    public let context: SeriesContextDisplay?
    /// The poster at details size; nil shows a placeholder.
    public let posterURL: String?
    /// nil hides the overview.
    public let overview: String?
    /// Episodes ordered by number.
    public let episodes: [EpisodeRow]
    /// Shown instead of the list when there are no episodes; nil otherwise.
    public let emptyMessage: String?

    /// The display model of a loaded season (of the page at `route`, in the series `context`), dates
    /// formatted for `locale`; `hides` tells which episode numbers are hidden from spoilers.
    public init(
        _ season: TVSeason, context: SeriesContext? = nil, locale: Locale = .current,
        hides: (Int) -> Bool = { _ in false }
    ) {
        title = season.name
        facts = [
            season.airDate.map { DisplayFormat.longDate($0, locale: locale) },
            DisplayFormat.episodeCount(season.episodes.count),
        ].compactMap { $0 }
        self.context = context.map {
            SeriesContextDisplay(
                seasonPage: .tvSeason(seriesID: season.tvSeriesID, season: season.seasonNumber),
                context: $0)
        }
        posterURL = season.poster?.detail
        overview = DisplayFormat.nonBlank(season.overview)
        episodes = season.episodes
            .sorted { $0.episodeNumber < $1.episodeNumber }
            .map { episode in
                let number = episode.episodeNumber
                let route = Route.tvEpisode(seriesID: season.tvSeriesID, season: season.seasonNumber, episode: number)
                guard !hides(number) else {
                    let hiddenName = DisplayFormat.episodeNumber(number)
                    return EpisodeRow(
                        id: number, title: hiddenName, name: hiddenName, accessibleLabel: hiddenName, overview: nil,
                        spoilerHidden: true, stillURL: episode.still?.card, route: route)
                }
                return EpisodeRow(
                    id: number,
                    // Translators: an episode row title: episode number and name ("1. Pilot").
                    title: String(format: tr("%ld. %@"), number, episode.name),
                    name: episode.name,
                    accessibleLabel: String(
                        // Translators: how screen readers announce an episode row ("Episode 3: Pilot").
                        format: tr("Episode %ld: %@"), number, episode.name),
                    overview: DisplayFormat.nonBlank(episode.overview), spoilerHidden: false,
                    stillURL: episode.still?.card, route: route)
            }
        emptyMessage = season.episodes.isEmpty ? tr("This season has no episodes yet.") : nil
    }
}

extension DetailsState where Page == TVSeasonDetailsFeature {
    /// The display model when the season is loaded, dates formatted for `locale`; `hidingUntilKnown` hides
    /// the unwatched episodes while the spoiler protection is not known yet (the window).
    public func display(locale: Locale = .current, hidingUntilKnown: Bool = false) -> TVSeasonDetailsDisplay? {
        content.content.map {
            TVSeasonDetailsDisplay(
                $0, context: own.context, locale: locale,
                hides: { [own] in own.hidesSeasonEpisode($0, untilKnown: hidingUntilKnown) })
        }
    }
}
