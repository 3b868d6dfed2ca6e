import Catalog
import Observability
import TMDb

/// Where a season or an episode sits in its series, loaded besides the page's content: the series' name,
/// and for an episode its season's name and episode numbers (the context line, the season facts and
/// previous/next episode).
public struct SeriesContext: Equatable, Sendable {
    public let seriesName: String
    /// The season's name; nil when only the series was loaded.
    public let seasonName: String?
    /// The season's episode numbers in order; empty when only the series was loaded.
    public let episodeNumbers: [Int]

    public init(seriesName: String, seasonName: String? = nil, episodeNumbers: [Int] = []) {
        self.seriesName = seriesName
        self.seasonName = seasonName
        self.episodeNumbers = episodeNumbers.sorted()
    }

    /// Loads the context of series `seriesID` (and of its season `seasonNumber` when given) through the
    /// repositories, cache-first, reading only the series' name and the season's name and episode numbers
    /// from their cache entries; nil when the series cannot be loaded (the page then shows no context). A
    /// season that cannot be loaded leaves only the series. In a span `context tv/ID`: in the page's trace, a
    /// child of its `load` span (which ends first: the content shows without waiting for the context).
    nonisolated(nonsending) static func load(seriesID: Int, seasonNumber: Int?, dependencies: AppDependencies) async
        -> SeriesContext?
    {
        await withSpanIfTracing("context tv/\(seriesID)") { _ -> SeriesContext? in
            guard
                let series = try? await dependencies.catalog.read(
                    TVSeriesOutline.init, of: TVSeriesResource(id: seriesID))
            else { return nil }
            var season: TVSeasonOutline?
            if let seasonNumber, !Task.isCancelled {
                season = try? await dependencies.catalog.read(
                    TVSeasonOutline.init,
                    of: TVSeasonResource(seasonNumber, inSeries: seriesID))
            }
            return SeriesContext(
                seriesName: series.name, seasonName: season?.name,
                episodeNumbers: season?.episodeNumbers ?? [])
        }
    }
}

/// The own state of the season and episode pages: the tracking controls, the series context and the spoilers.
public struct SeriesPartState: Equatable, Sendable {
    public var tracking = TrackingPanel.State()
    /// nil until loaded (or when the series could not be loaded).
    public var context: SeriesContext?
    /// Whether the series hides its unwatched episodes, and the episodes revealed on the page.
    public var spoilers = SpoilerShield()

    public init() {}
}
