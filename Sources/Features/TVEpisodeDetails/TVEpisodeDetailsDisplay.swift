import Catalog
import Foundation
import Localization

/// What the episode page shows.
public struct TVEpisodeDetailsDisplay: Equatable, Sendable {
    /// The window / header bar title: the episode name ("Episode N" when hidden); empty while loading.
    public let pageTitle: String
    /// "Episode N"; nil when hidden (the title says it).
    public let subtitle: String?
    /// The episode name (shown even when empty), or "Episode N" when hidden.
    public let title: String
    /// The air date in the locale's long style; nil hides the line.
    public let airDate: String?
    /// nil hides the overview (nil, empty or whitespace; always nil when hidden).
    public let overview: String?
    /// Whether the episode is hidden from spoilers: "Overview hidden — not watched yet" with a Reveal button
    /// instead of the overview, the still blurred, "Episode N" as the title.
    public let spoilerHidden: Bool
    /// What screen readers say for the Reveal button ("Reveal Episode 3").
    public let revealLabel: String
    /// The header still at the largest size ("original"); nil shows the gray placeholder.
    public let stillURL: String?
    /// Whether to draw the gray 16:9 placeholder instead of the still.
    public let showsStillPlaceholder: Bool
    /// "Directed by Ada Lovelace"; nil when the crew names no director.
    public let directors: String?
    /// "Written by Ada Lovelace, Alan Turing"; nil when the crew names no writer.
    public let writers: String?
    /// The guest cast in billing order.
    public let guestStars: [CastCard]
    /// "Series › Season 1" linking back, and previous/next episode; nil until the series is loaded.
    public let context: SeriesContextDisplay?

    /// The crew jobs credited as writing an episode.
    static let writingJobs: Set<String> = ["Writer", "Teleplay", "Story", "Screenplay"]

    /// The display model of a loaded episode (in the series `context`), dates formatted for `locale`; its name,
    /// overview and still hidden when `spoilerHidden`.
    public init(
        _ episode: TVEpisode, context: SeriesContext? = nil, locale: Locale = .current, spoilerHidden: Bool = false
    ) {
        let number = DisplayFormat.episodeNumber(episode.episodeNumber)
        pageTitle = spoilerHidden ? number : episode.name
        subtitle = spoilerHidden ? nil : number
        title = spoilerHidden ? number : episode.name
        airDate = episode.airDate.map { DisplayFormat.longDate($0, locale: locale) }
        overview = spoilerHidden ? nil : DisplayFormat.nonBlank(episode.overview)
        self.spoilerHidden = spoilerHidden
        revealLabel = SpoilerText.revealLabel(episode: episode.episodeNumber)
        stillURL = episode.still?.full
        showsStillPlaceholder = episode.still == nil
        func names(_ jobs: Set<String>) -> [String] {
            var seen = Set<Int>()
            return episode.crew.filter { jobs.contains($0.job) && seen.insert($0.id).inserted }.map(\.name)
        }
        let directorNames = names(["Director"])
        let writerNames = names(Self.writingJobs)
        directors  // Translators: the directors of an episode ("Directed by Ada Lovelace").
        = directorNames.isEmpty ? nil : String(format: tr("Directed by %@"), DisplayFormat.list(directorNames))
        // Translators: the writers of an episode ("Written by Ada Lovelace, Alan Turing").
        writers = writerNames.isEmpty ? nil : String(format: tr("Written by %@"), DisplayFormat.list(writerNames))
        guestStars = CastCard.ordered(episode.guestStars)
        let route = Route.tvEpisode(
            seriesID: episode.tvSeriesID, season: episode.seasonNumber,
            episode: episode.episodeNumber)
        self.context = context.map { SeriesContextDisplay(episodePage: route, context: $0) }
    }
}

extension DetailsState where Page == TVEpisodeDetailsFeature {
    /// The display model when the episode is loaded; `hidingUntilKnown` hides an unwatched episode while the
    /// spoiler protection is not known yet (the window).
    public func display(locale: Locale = .current, hidingUntilKnown: Bool = false) -> TVEpisodeDetailsDisplay? {
        content.content.map {
            TVEpisodeDetailsDisplay(
                $0, context: own.context, locale: locale,
                spoilerHidden: own.hidesEpisode($0.episodeNumber, untilKnown: hidingUntilKnown))
        }
    }
}
