/// The benchmarks `popcorn-bench` can run, by name.
@MainActor
enum BenchmarkRegistry {
    static let all: [String: @MainActor (BenchOptions) async -> BenchResult] = [
        "store": StoreBenchmark.run,
        "tracking": TrackingBenchmark.run,
        "import": ImportBenchmark.run,
        "statistics": StatisticsBenchmark.run,
        "cache-read": CacheReadBenchmark.run,
        "seed-watchlist": SeedWatchlist.run,
        "seed-lists": SeedLists.run,
        "seed-heavy": HeavyLibrary.seedCommand,
        "heavy": HeavyLibraryBenchmark.run,
        "images-batch": ImagesBenchmark.batch,
        "images-transport": ImagesBenchmark.transport,
        "images-latency": ImagesBenchmark.latency,
        "images-bytes": ImagesBenchmark.bytes,
    ]
}
