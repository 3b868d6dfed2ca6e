/// The outcome of ``ImagePipeline/loadBatch(_:)``: counts, bytes and timings of one batch of loads,
/// whether answered from the network, the disk cache or the memory cache.
public struct ImageBatchReport: Sendable {
    /// Images that loaded.
    public var loaded = 0
    /// Images that failed.
    public var failed = 0
    /// Bytes downloaded during the batch.
    public var bytesDownloaded = 0
    /// Wall time for the whole batch.
    public var elapsed: Duration = .zero
    /// Per-image latency, in the order of the URLs.
    public var latencies: [Duration] = []

    /// The `fraction` quantile (0…1) of `latencies`; zero when empty.
    public func latency(quantile fraction: Double) -> Duration {
        let sorted = latencies.sorted()
        guard !sorted.isEmpty else { return .zero }
        let index = Int((Double(sorted.count - 1) * min(max(fraction, 0), 1)).rounded())
        return sorted[index]
    }
}

extension ImagePipeline {
    /// Loads every URL concurrently (as a scrolling grid would) and reports counts, bytes and timings.
    public func loadBatch(_ urls: [String]) async -> ImageBatchReport {
        let before = statistics.bytesDownloaded
        let clock = ContinuousClock()
        let start = clock.now
        var report = ImageBatchReport()
        report.latencies = Array(repeating: .zero, count: urls.count)
        await withTaskGroup(of: (Int, Bool, Duration).self) { group in
            for (index, url) in urls.enumerated() {
                group.addTask {
                    let begin = clock.now
                    let loaded = (try? await self.load(url, priority: 0)) != nil
                    return (index, loaded, clock.now - begin)
                }
            }
            for await (index, loaded, latency) in group {
                report.latencies[index] = latency
                if loaded { report.loaded += 1 } else { report.failed += 1 }
            }
        }
        report.elapsed = clock.now - start
        report.bytesDownloaded = statistics.bytesDownloaded - before
        return report
    }
}
