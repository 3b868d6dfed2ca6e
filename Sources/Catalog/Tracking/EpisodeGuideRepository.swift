/// Loads a series' episode guide through the catalog (cache-first): the series' season list, then every
/// season (the missing ones in one request, see ``CatalogReader/read(all:)``).
public struct EpisodeGuideRepository: Sendable {
    /// Reads a series.
    let series: @Sendable (_ id: Int) async throws(CatalogError) -> Fetched<TVSeries>
    /// Reads seasons of a series, the missing ones together.
    let seasons: @Sendable (_ numbers: [Int], _ seriesID: Int) async throws(CatalogError) -> [Fetched<TVSeason>]

    public init(
        series: @escaping @Sendable (_ id: Int) async throws(CatalogError) -> Fetched<TVSeries>,
        seasons:
            @escaping @Sendable (_ numbers: [Int], _ seriesID: Int) async throws(CatalogError)
            -> [Fetched<TVSeason>]
    ) {
        self.series = series
        self.seasons = seasons
    }

    /// Every season of the series (stale when any part came from an expired cache entry).
    public func guide(seriesID: Int) async throws(CatalogError) -> Fetched<EpisodeGuide> {
        let fetchedSeries = try await series(seriesID)
        let loaded = try await seasons(fetchedSeries.value.seasons.map(\.seasonNumber), seriesID)
        let guide = EpisodeGuide(
            seriesID: seriesID, seriesName: fetchedSeries.value.name,
            episodes: loaded.flatMap(\.value.episodes))
        return Fetched(guide, isStale: fetchedSeries.isStale || loaded.contains(where: \.isStale))
    }

    /// The guides of `seriesIDs`, `width` at a time, by series id; the first failure, if any (those series
    /// are left out).
    public func guides(_ seriesIDs: [Int], width: Int) async -> (
        guides: [Int: Fetched<EpisodeGuide>], failure: CatalogError?
    ) {
        let results = await seriesIDs.concurrentMap(width: width) { [self] id in
            do throws(CatalogError) {
                return (id, Result<Fetched<EpisodeGuide>, CatalogError>.success(try await guide(seriesID: id)))
            } catch {
                return (id, .failure(error))
            }
        }
        var guides: [Int: Fetched<EpisodeGuide>] = [:]
        var failure: CatalogError?
        for (id, result) in results {
            switch result {
            case .success(let guide): guides[id] = guide
            case .failure(let error): failure = failure ?? error
            }
        }
        return (guides, failure)
    }
}
