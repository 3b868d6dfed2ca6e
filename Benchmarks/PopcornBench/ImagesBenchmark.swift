import Catalog
import Foundation
import HTTP
import Images

/// Figure 5: the image pipeline against a loopback server (Benchmarks/benchlib/image_server.py).
///
/// - `images-batch`: `count` distinct images loaded concurrently (as a grid would) with empty caches;
///   wall time of the whole batch, the process's CPU time during it, and its CLOCK_MONOTONIC window (to cut
///   a `perf record -k CLOCK_MONOTONIC` profile to the batch).
/// - `images-transport`: the same batch through the HTTP client alone (no decoding, no caches).
/// - `images-latency`: per-image latency of sequential loads from the network (empty caches), then of
///   the same images from the disk cache (a new pipeline: empty memory), then from the memory cache
///   (`count` must fit the memory cache, else least-recently-used eviction turns every pass into misses).
/// - `images-bytes`: bytes downloaded for one Explore page (5 poster carousels and 1 people carousel of
///   20 cards) with the size picked for the card width vs `w500` for everything.
@MainActor
enum ImagesBenchmark {
    static func batch(_ options: BenchOptions) async -> BenchResult {
        let base = options.string("base") ?? ""
        let first = options.int("first", default: 0)
        let count = options.int("count", default: 200)
        let size = options.string("size") ?? "w342"
        let urls = (first..<first + count).map { "\(base)\(size)/poster-\($0).jpg" }
        let pipeline = ImagePipeline(
            http: await clientWithLibcurlLoaded(base: base), configuration: configuration(options.string("cache")))
        // Each load is awaited on the main actor, as a grid's texture bindings await theirs; as the C baseline
        // does, every texture is held (as a grid holds what it shows) until the clocks are read, so neither
        // the memory cache's evictions nor the final release is measured.
        let cpuBefore = processCPUNanoseconds()
        let start = monotonicNanoseconds()
        let loads = urls.map { url in Task { try? await pipeline.load(url, priority: 0) } }
        var textures: [ImageTexture] = []
        for load in loads {
            if let texture = await load.value { textures.append(texture) }
        }
        let end = monotonicNanoseconds()
        let cpu = processCPUNanoseconds() - cpuBefore
        var result = BenchResult()
        result["elapsed_ns"] = end - start
        result["cpu_ns"] = cpu
        result["window_ns"] = [start, end]
        result["loaded"] = textures.count
        result["failed"] = urls.count - textures.count
        withExtendedLifetime(textures) {}
        return result
    }

    /// The transport alone: the same batch as `batch` through ``HTTPClient`` (no decoding, no caches).
    static func transport(_ options: BenchOptions) async -> BenchResult {
        let base = options.string("base") ?? ""
        let first = options.int("first", default: 0)
        let count = options.int("count", default: 200)
        let size = options.string("size") ?? "w342"
        let http = await clientWithLibcurlLoaded(base: base)
        let start = monotonicNanoseconds()
        let loaded = await withTaskGroup(of: Bool.self) { group in
            for index in first..<first + count {
                group.addTask {
                    let response = try? await http.send(HTTPRequest(url: "\(base)\(size)/poster-\(index).jpg"))
                    return response?.isSuccess ?? false
                }
            }
            var loaded = 0
            for await success in group where success { loaded += 1 }
            return loaded
        }
        var result = BenchResult()
        result["elapsed_ns"] = monotonicNanoseconds() - start
        result["loaded"] = loaded
        return result
    }

    static func latency(_ options: BenchOptions) async -> BenchResult {
        let base = options.string("base") ?? ""
        let first = options.int("first", default: 0)
        let count = options.int("count", default: 200)
        let size = options.string("size") ?? "w342"
        let urls = (first..<first + count).map { "\(base)\(size)/poster-\($0).jpg" }
        let http = client()
        let cache = options.string("cache")
        let network = await sequential(urls, ImagePipeline(http: http, configuration: configuration(cache)))
        let reopened = ImagePipeline(http: http, configuration: configuration(cache))
        let disk = await sequential(urls, reopened)
        let afterDisk = reopened.statistics
        let memory = await sequential(urls, reopened)
        let statistics = reopened.statistics
        var result = BenchResult()
        result["network_ns"] = network.latencies
        result["disk_ns"] = disk.latencies
        result["memory_ns"] = memory.latencies
        result["failed"] = network.failed + disk.failed + memory.failed
        result["disk_hits"] = afterDisk.diskHits
        result["memory_hits"] = statistics.memoryHits - afterDisk.memoryHits
        result["downloads_after_first_pass"] = statistics.downloads
        return result
    }

    static func bytes(_ options: BenchOptions) async -> BenchResult {
        let base = options.string("base") ?? ""
        let widthPoints = options.int("card-width", default: 130)
        let scale = options.int("scale", default: 1)
        let kinds: [ImageKind] = [.poster, .poster, .poster, .poster, .poster, .profile]
        var selected: [String] = []
        var large: [String] = []
        for (section, kind) in kinds.enumerated() {
            for card in 0..<20 {
                let set = ImageURLSet(kind: kind, baseURL: base, path: "\(kind.rawValue)-\(section * 20 + card).jpg")
                selected.append(set.url(forWidthPoints: widthPoints, scale: scale))
                large.append(set.url(size: .width(500)))
            }
        }
        let ours = await ImagePipeline(http: client(), configuration: configuration(nil)).loadBatch(selected)
        let w500 = await ImagePipeline(http: client(), configuration: configuration(nil)).loadBatch(large)
        var result = BenchResult()
        result["selected_bytes"] = ours.bytesDownloaded
        result["w500_bytes"] = w500.bytesDownloaded
        result["failed"] = ours.failed + w500.failed
        result["cards"] = selected.count
        result["sizes"] = Array(Set(selected.map { $0.dropFirst(base.count).split(separator: "/")[0] })).sorted()
            .map(String.init)
        return result
    }

    private static func sequential(_ urls: [String], _ pipeline: ImagePipeline) async -> (
        latencies: [UInt64], failed: Int
    ) {
        var latencies: [UInt64] = []
        var failed = 0
        for url in urls {
            let start = monotonicNanoseconds()
            if (try? await pipeline.load(url)) == nil { failed += 1 }
            latencies.append(monotonicNanoseconds() - start)
        }
        return (latencies, failed)
    }

    private static func client() -> HTTPClient {
        HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: URLPolicy(allowsLoopbackHTTP: true)))
    }

    /// A client for a measured batch, once another client's request to `base` loaded libcurl and its TLS stack
    /// (the app's client loads them at its first request): the C baselines link libcurl and initialise it before
    /// their clocks, so the batch measures its transfers, not that one-time load. The new client reuses none of
    /// the other's connections.
    private static func clientWithLibcurlLoaded(base: String) async -> HTTPClient {
        _ = try? await client().send(HTTPRequest(url: "\(base)w92/poster-0.jpg"))
        return client()
    }

    private static func configuration(_ cache: String?) -> ImagePipelineConfiguration {
        ImagePipelineConfiguration(cacheDirectory: cache.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }
}
