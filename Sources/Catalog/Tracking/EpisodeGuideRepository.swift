/// Loads a series' episode guide through the series and season repositories (cache-first): the series'
/// season list, then every season, a few at a time.
public struct EpisodeGuideRepository: Sendable {
    /// How many season requests run at once.
    static let maxConcurrentSeasons = 4

    let series: any TVSeriesRepository
    let seasons: any TVSeasonRepository

    public init(series: any TVSeriesRepository, seasons: any TVSeasonRepository) {
        self.series = series
        self.seasons = seasons
    }

    /// Every season of the series (stale when any part came from an expired cache entry).
    public func guide(seriesID: Int) async throws -> Fetched<EpisodeGuide> {
        let fetchedSeries = try await series.series(id: seriesID)
        let numbers = fetchedSeries.value.seasons.map(\.seasonNumber)
        let seasons = seasons
        let loaded = try await numbers.concurrentMap(width: Self.maxConcurrentSeasons) { number in
            try await seasons.season(number, inSeries: seriesID)
        }
        let guide = EpisodeGuide(seriesID: seriesID, seriesName: fetchedSeries.value.name,
                                 episodes: loaded.flatMap(\.value.episodes))
        return Fetched(guide, isStale: fetchedSeries.isStale || loaded.contains(where: \.isStale))
    }
}
