import CSQLite
import Catalog
import Foundation
import Persistence

/// Figure 4: reading one cached episode through the cache-first repository (SELECT, binary payload
/// decoding into the domain model) vs a prepared `SELECT` of the same row with the raw sqlite3 C API on
/// the same file (bind, step, copy the payload, reset). `count` sequential reads each, `runs` times,
/// alternating; per-read nanoseconds.
@MainActor
enum CacheReadBenchmark {
    /// The cache's table for episodes (Persistence's `SQLiteCatalogCache`); the raw read checks it finds the row.
    private static let table = "tv_episode"
    private static let namespace = "en-US"

    static func run(_ options: BenchOptions) async -> BenchResult {
        let count = options.int("count", default: 2000)
        let runs = options.int("runs", default: 5)
        let path = (options.string("folder") ?? NSTemporaryDirectory()) + "/cache.sqlite"
        let episode = sampleEpisode()
        let key = TVEpisode.cacheKey(
            tvSeriesID: episode.tvSeriesID, seasonNumber: episode.seasonNumber,
            episodeNumber: episode.episodeNumber)
        let cache = SQLiteCatalogCache(path: path, namespace: namespace)
        var result = BenchResult()
        do {
            try await cache.store(episode, of: EpisodeResource.self, key: key, cachedAt: Date().timeIntervalSince1970)
            let repository = CachingCatalogRepository(remote: UnreachableRemote(), cache: cache)
            let raw = try RawEpisodeRead(path: path, table: table, key: key, namespace: namespace)
            var repositoryNanoseconds: [UInt64] = []
            var rawNanoseconds: [UInt64] = []
            var decodeNanoseconds: [UInt64] = []
            for _ in 0..<runs {
                rawNanoseconds.append(try raw.read(times: count, decode: nil as TVEpisode.Type?) / UInt64(count))
                decodeNanoseconds.append(try raw.read(times: count, decode: TVEpisode.self) / UInt64(count))
                let start = monotonicNanoseconds()
                for _ in 0..<count {
                    let fetched = try await repository.read(EpisodeResource(episode: episode))
                    blackHole(fetched)
                }
                repositoryNanoseconds.append((monotonicNanoseconds() - start) / UInt64(count))
            }
            result["repository_ns"] = repositoryNanoseconds
            result["raw_ns"] = rawNanoseconds
            result["raw_decode_ns"] = decodeNanoseconds
            result["payload_bytes"] = raw.payloadBytes
        } catch {
            result["error"] = "\(error)"
        }
        return result
    }

    private static func sampleEpisode() -> TVEpisode {
        TVEpisode(
            id: 62085, tvSeriesID: 200, seasonNumber: 1, episodeNumber: 1, name: "Pilot",
            overview: String(
                repeating: "A chemistry teacher learns he has little time left and makes a "
                    + "choice that changes his family's life. ", count: 4),
            airDate: CalendarDate(year: 2008, month: 1, day: 20), runtime: 58,
            still: ImageURLSet(
                kind: .still, baseURL: "https://image.tmdb.org/t/p/", path: "/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg"))
    }
}

/// A remote that is never reached: the benchmark reads fresh cache entries only.
private struct UnreachableRemote {}

/// The app's episode resource as the cache sees it (name, table, key; `TVEpisodeResource` lives in TMDb).
private struct EpisodeResource: CatalogResource {
    static let name = "tvEpisode"
    let seriesID: Int
    let seasonNumber: Int
    let episodeNumber: Int

    init(episode: TVEpisode) {
        seriesID = episode.tvSeriesID
        seasonNumber = episode.seasonNumber
        episodeNumber = episode.episodeNumber
    }

    var cacheKey: String {
        TVEpisode.cacheKey(tvSeriesID: seriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber)
    }

    func fetch(from remote: UnreachableRemote) async throws(CatalogError) -> TVEpisode {
        throw .offline
    }
}
