import Catalog
import Observability
import Store

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
    /// repositories, cache-first; sends nothing when the series cannot be loaded (the page then shows no
    /// context). A season that cannot be loaded leaves only the series.
    static func load(seriesID: Int, seasonNumber: Int?, dependencies: AppDependencies) -> Effect<SeriesContext> {
        .run { send in
            // A trace of its own, `context tv/ID`: the page's `load` trace stays the load of its content.
            // A page closed meanwhile (its effects cancelled) needs no context.
            guard !Task.isCancelled else { return }
            let context = await withSpanIfTracing("context tv/\(seriesID)") { _ -> SeriesContext? in
                guard let series = try? await dependencies.series.series(id: seriesID).value else { return nil }
                var season: TVSeason?
                if let seasonNumber, !Task.isCancelled {
                    season = try? await dependencies.seasons.season(seasonNumber, inSeries: seriesID).value
                }
                return SeriesContext(seriesName: series.name, seasonName: season?.name,
                                     episodeNumbers: season?.episodes.map(\.episodeNumber) ?? [])
            }
            if let context { await send(context) }
        }
    }
}

/// The own state of the season and episode pages: the tracking controls and the series context.
public struct SeriesPartState: Equatable, Sendable {
    public var tracking = TrackingPanel.State()
    /// nil until loaded (or when the series could not be loaded).
    public var context: SeriesContext?

    public init() {}
}
