import Catalog
import Localization

/// The desktop notification of new episodes of one series: the series name as its title, the episode
/// (or how many, from which to which) as its body; clicking it opens the first new episode.
public struct NewEpisodesNotice: Equatable, Sendable {
    /// Distinguishes it from other notifications (the first new episode's route).
    public let id: String
    /// The series name.
    public let title: String
    /// "New episode: S2 · E2 · The Distant Bridge", or "3 new episodes: S2 · E1 to S2 · E3".
    public let body: String
    /// The first new episode's page.
    public let route: Route

    /// The notice of `new` (never empty); with `hidesName` (spoiler protection) one episode is announced by
    /// its code alone ("New episode: S2 · E2").
    public init(_ new: NewEpisodes, hidesName: Bool = false) {
        let first = new.episodes[0]
        route = .tvEpisode(seriesID: new.seriesID, season: first.seasonNumber, episode: first.episodeNumber)
        id = "new-episodes-" + route.description
        title = new.seriesName
        let firstCode = DisplayFormat.episodeCode(season: first.seasonNumber, episode: first.episodeNumber)
        if new.episodes.count == 1, hidesName {
            // Translators: the body of a notification of one new episode whose name is hidden from spoilers.
            body = String(format: tr("New episode: %@"), firstCode)
        } else if new.episodes.count == 1 {
            // Translators: the body of a notification of one new episode: episode code and name.
            body = String(format: tr("New episode: %@ · %@"), firstCode, first.name)
        } else {
            let last = new.episodes[new.episodes.count - 1]
            let lastCode = DisplayFormat.episodeCode(season: last.seasonNumber, episode: last.episodeNumber)
            body = String(
                // Translators: the body of a notification of several new episodes of one series: how many,
                // the first and the last episode code ("3 new episodes: S2 · E1 to S2 · E3").
                format: ntr("%ld new episode: %@ to %@", "%ld new episodes: %@ to %@", new.episodes.count),
                new.episodes.count, firstCode, lastCode)
        }
    }
}
