import Catalog
import Features
import Foundation
import ICalendar
import Persistence
import TMDb

/// Figures 14 and 15 over the heavy library (``HeavyLibrary``, `plays` plays) in `folder`: (14) Up Next for
/// its 500 series — indexing the library's snapshot and every series' next episode from data in memory, as
/// figure 8a measures it; the SQLite read of the snapshot (by a library opened anew, which indexes it) and
/// the next episodes alone (from the indexed snapshot, as the library hands it to the page) are context. (15) History's first page —
/// `HistoryFeature.load` of `history`, the page's own load through the app's dependencies: the plays from
/// the library, the 20 newest plays' titles from the catalog cache (all fresh, so nothing is fetched).
@MainActor
enum HeavyLibraryBenchmark {
    static func run(_ options: BenchOptions) async -> BenchResult {
        let playCount = options.int("plays", default: 100_000)
        let runs = options.int("runs", default: 9)
        let folder = options.string("folder") ?? NSTemporaryDirectory() + "popcorn-bench-heavy-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = SQLiteLibrary(path: folder + "/library.sqlite")
        let cache = SQLiteCatalogCache(path: folder + "/cache.sqlite", namespace: HeavyLibrary.namespace)
        var result = BenchResult()
        do {
            let seedStart = monotonicNanoseconds()
            _ = try await HeavyLibrary.seed(library: library, cache: cache, plays: playCount)
            result["seed_ns"] = monotonicNanoseconds() - seedStart
            let today = CalendarDate(year: 2030, month: 1, day: 1)
            let guides = HeavyLibrary.guides()
            var upNextSamples: [UInt64] = []
            var entriesSamples: [UInt64] = []
            var readSamples: [UInt64] = []
            var historySamples: [UInt64] = []
            var entriesCount = 0
            var history: WatchHistory?
            let dependencies = AppDependencies(
                catalog: CachingCatalogRepository(
                    remote: TMDbClient.demo(directory: folder + "/no-catalog"), cache: cache),
                search: TMDbClient.demo(directory: folder + "/no-catalog"), recentSearches: library,
                watchlist: library, tracking: library, follows: library, lists: library,
                calendarFiles: ICalendarWriter(), today: { today })
            for _ in 0..<runs {
                var stored: [Play] = []
                // A library opened anew: the app's keeps the snapshot it read until the file changes.
                let reader = SQLiteLibrary(path: folder + "/library.sqlite")
                readSamples.append(
                    try await measureAsync { stored = try await reader.snapshot().plays })
                var snapshot = TrackingSnapshot()
                upNextSamples.append(
                    measure {
                        snapshot = TrackingSnapshot(plays: stored)
                        entriesCount = UpNext.entries(snapshot, guides: guides, today: today).count
                    })
                entriesSamples.append(measure { blackHole(UpNext.entries(snapshot, guides: guides, today: today)) })
                historySamples.append(
                    try await measureAsync {
                        history = try await HistoryFeature.load(.history(), from: dependencies).value
                    })
            }
            guard let history, history.entries.count == HistoryFeature.pageSize,
                history.entries.allSatisfy({ $0.title.hasPrefix("Heavy Movie") || $0.title.hasPrefix("Series") })
            else {
                throw HeavyLibrary.Failure(
                    description: "History's first page is not 20 cached titles: \(String(describing: history))")
            }
            result["plays"] = playCount
            result["series"] = HeavyLibrary.seriesCount
            result["up_next_entries"] = entriesCount
            result["up_next_ns"] = upNextSamples
            result["up_next_entries_ns"] = entriesSamples
            result["snapshot_read_ns"] = readSamples
            result["history_ns"] = historySamples
            result["history_pages"] = history.totalPages
        } catch {
            result["error"] = "\(error)"
        }
        return result
    }

    private static func measureAsync(_ body: () async throws -> Void) async rethrows -> UInt64 {
        let start = monotonicNanoseconds()
        try await body()
        return monotonicNanoseconds() - start
    }
}
