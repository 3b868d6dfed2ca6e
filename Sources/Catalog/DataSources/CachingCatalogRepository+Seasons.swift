import Observability
import Tracing

extension CachingCatalogRepository where Remote: CatalogRemoteDataSource {
    /// Several seasons, each cache-first on its own key; the missing or expired ones come from one remote
    /// call (one request for up to 20 seasons on TMDb). Offline, expired entries are returned stale.
    public nonisolated(nonsending) func seasons(_ seasonNumbers: [Int], inSeries tvSeriesID: Int) async throws
        -> [Fetched<TVSeason>] {
        try await withSpanIfTracing("repository \(CacheResource.tvSeason.rawValue)") { span in
            let keys = seasonNumbers.map { "\(tvSeriesID)-\($0)" }
            Self.describe(span, name: CacheResource.tvSeason.rawValue, key: keys.joined(separator: ","))
            var entries: [Int: CacheEntry<TVSeason>] = [:]
            for number in seasonNumbers {
                entries[number] = await cache.entry(TVSeason.self, resource: .tvSeason, key: "\(tvSeriesID)-\(number)")
            }
            let missing = seasonNumbers.filter { number in entries[number].map { !isFresh($0, timeToLive: Self.defaultTimeToLive) } ?? true }
            span?.attributes["cache.hit"] = missing.isEmpty
            var loaded: [Int: Fetched<TVSeason>] = entries.compactMapValues { isFresh($0, timeToLive: Self.defaultTimeToLive) ? Fetched($0.value) : nil }
            if !missing.isEmpty {
                do {
                    let fetched = try await sharedFetches.value(
                        for: "\(CacheResource.tvSeason.rawValue)/\(tvSeriesID)-\(missing.map(String.init).joined(separator: ","))"
                    ) { [self] in
                        let seasons = try await remote.seasons(missing, inSeries: tvSeriesID)
                        for season in seasons {
                            do {
                                try await cache.store(season, resource: .tvSeason, key: "\(tvSeriesID)-\(season.seasonNumber)",
                                                      cachedAt: now())
                            } catch {
                                log("cache write failed for tvSeason \(tvSeriesID)-\(season.seasonNumber): \(error)")
                            }
                        }
                        return seasons
                    }
                    for season in fetched { loaded[season.seasonNumber] = Fetched(season) }
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    let catalogError = CatalogError(error)
                    guard catalogError == .offline, missing.allSatisfy({ entries[$0] != nil }) else { throw catalogError }
                    span?.attributes["popcorn.cache.stale"] = true
                    for number in missing { loaded[number] = entries[number].map { Fetched($0.value, isStale: true) } }
                }
            }
            return seasonNumbers.compactMap { loaded[$0] }
        }
    }
}
