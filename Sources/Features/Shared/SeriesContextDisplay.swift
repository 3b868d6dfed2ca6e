import Catalog
import Localization

/// The context line of a season or an episode page: the series (and, on an episode page, the season) as
/// links back, "Series › Season 1", and on an episode page the previous and next episodes of its season.
public struct SeriesContextDisplay: Equatable, Sendable {
    /// A part of the context line that opens a page.
    public struct Link: Equatable, Sendable {
        public let title: String
        public let route: Route

        public init(title: String, route: Route) {
            self.title = title
            self.route = route
        }
    }

    /// The series.
    public let series: Link
    /// The season (episode pages only).
    public let season: Link?
    /// The episode before this one in its season; nil on the first (and on season pages).
    public let previousEpisode: Route?
    /// The episode after this one in its season; nil on the last (and on season pages).
    public let nextEpisode: Route?

    /// The context of the season page `tv/ID/season/N`.
    public init(seasonPage route: Route, context: SeriesContext) {
        series = Link(title: context.seriesName, route: .tvSeries(id: route.numbers[0]))
        season = nil
        previousEpisode = nil
        nextEpisode = nil
    }

    /// The context of the episode page `tv/ID/season/N/episode/E`: previous/next follow the season's
    /// episode numbers (none when the season could not be loaded or does not list this episode).
    public init(episodePage route: Route, context: SeriesContext) {
        let seriesID = route.numbers[0]
        let seasonNumber = route.numbers[1]
        let episodeNumber = route.numbers[2]
        series = Link(title: context.seriesName, route: .tvSeries(id: seriesID))
        season = Link(
            title: context.seasonName ?? DisplayFormat.seasonName(seasonNumber),
            route: .tvSeason(seriesID: seriesID, season: seasonNumber))
        func episode(_ number: Int) -> Route {
            .tvEpisode(seriesID: seriesID, season: seasonNumber, episode: number)
        }
        let numbers = context.episodeNumbers
        if let index = numbers.firstIndex(of: episodeNumber) {
            previousEpisode = index > 0 ? episode(numbers[index - 1]) : nil
            nextEpisode = index + 1 < numbers.count ? episode(numbers[index + 1]) : nil
        } else {
            previousEpisode = nil
            nextEpisode = nil
        }
    }
}
