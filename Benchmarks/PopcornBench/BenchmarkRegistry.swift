/// The benchmarks `popcorn-bench` can run, by name.
@MainActor
enum BenchmarkRegistry {
    static let all: [String: @MainActor (BenchOptions) -> BenchResult] = [
        "store": StoreBenchmark.run,
    ]
}
