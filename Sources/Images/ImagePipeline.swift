import Dispatch
import Foundation
import HTTP
import Observability
import Synchronization
import Tracing

/// Loads images for the UI: memory cache (decoded textures, LRU by bytes) → disk cache → network.
///
/// Identical concurrent loads share one download; cancelling the last waiter cancels the download.
/// Bodies are validated (format, completeness, byte and pixel caps) and decoded off the main thread;
/// nothing invalid is cached, and a URL that failed is not fetched again within `retryInterval`.
///
/// The caches and flights are behind a mutex rather than in an actor: a load checks them on the caller's
/// executor (a memory hit needs no hop), and a finished download completes its flight where it was decoded
/// and resumes each waiter on its own executor (the main actor for the UI).
public final class ImagePipeline: ImageLoading {
    /// What the mutex guards.
    private struct State {
        var memory: MemoryCache<ImageTexture>
        var flights: [String: Flight] = [:]
        var failures: [String: ContinuousClock.Instant] = [:]
        var stats = ImagePipelineStatistics()
        var nextID: UInt64 = 0

        mutating func makeID() -> UInt64 {
            nextID += 1
            return nextID
        }
    }

    /// The next step of a load, decided under the mutex.
    private enum Step {
        case cached(ImageTexture)
        case recentlyFailed
        case join(Flight, waiter: UInt64)
        case start(Flight, waiter: UInt64)
    }

    private let http: any HTTPTransport
    private let configuration: ImagePipelineConfiguration
    private let decoder: TextureDecoder
    private let disk: DiskCache?
    private let workers = DispatchQueue(
        label: "io.github.popcorn.Popcorn.images", qos: .userInitiated,
        attributes: .concurrent)
    private let state: Mutex<State>
    private let abandonedDownloads = Counter()

    public init(http: any HTTPTransport, configuration: ImagePipelineConfiguration = ImagePipelineConfiguration()) {
        self.http = http
        self.configuration = configuration
        decoder = TextureDecoder(maxBytes: configuration.maxImageBytes, maxDimension: configuration.maxDimension)
        state = Mutex(State(memory: MemoryCache(capacity: configuration.memoryCapacity)))
        disk = configuration.cacheDirectory.map {
            DiskCache(directory: $0, capacity: configuration.diskCapacity, log: configuration.log)
        }
    }

    public nonisolated(nonsending) func load(_ url: String, priority: Int) async throws -> ImageTexture {
        try await load(url, priority: priority, fitting: nil)
    }

    /// Loads in a span `image` whose `popcorn.image.source` says where the image came from (memory, disk or
    /// network).
    public nonisolated(nonsending) func load(
        _ url: String, priority: Int,
        fitting: PixelSize?
    ) async throws -> ImageTexture {
        try await withSpanIfTracing("image") { span in
            span?.updateAttributes { Self.describe(url, fitting: fitting, in: &$0) }
            let (texture, origin) = try await loadTexture(url, priority: priority, fitting: fitting)
            span?.attributes["popcorn.image.source"] = origin.name
            if case .network(let bytes) = origin { span?.attributes["http.response.body.size"] = bytes }
            return texture
        }
    }

    /// The span attributes of a load: `url.scheme`, `server.address`, `url.path` (never the query) and the
    /// size it is scaled to.
    private static func describe(_ url: String, fitting: PixelSize?, in attributes: inout SpanAttributes) {
        let components = URLComponents(string: url)
        attributes["url.scheme"] = components?.scheme
        attributes["server.address"] = components?.host.flatMap { $0.isEmpty ? nil : $0 }
        attributes["url.path"] = components?.path
        if let fitting { attributes["popcorn.image.fitting"] = "\(fitting.width)x\(fitting.height)" }
    }

    private nonisolated(nonsending) func loadTexture(
        _ url: String, priority: Int,
        fitting: PixelSize?
    ) async throws -> (ImageTexture, ImageOrigin) {
        let key = Self.key(url, fitting: fitting)
        while true {
            try Task.checkCancellation()
            let now = configuration.now()
            let step = state.withLock { state -> Step in
                if let texture = state.memory.value(for: key) {
                    state.stats.memoryHits += 1
                    return .cached(texture)
                }
                if let failedAt = state.failures[key], now - failedAt < configuration.retryInterval {
                    state.stats.failures += 1
                    return .recentlyFailed
                }
                if let existing = state.flights[key], !existing.isAbandoned {
                    state.stats.coalesced += 1
                    return .join(existing, waiter: state.makeID())
                }
                let flight = Flight(id: state.makeID())
                state.flights[key] = flight
                return .start(flight, waiter: state.makeID())
            }
            let flight: Flight
            let waiter: UInt64
            switch step {
            case .cached(let texture):
                return (texture, .memory)
            case .recentlyFailed:
                throw ImageLoadError.recentlyFailed
            case .join(let existing, let id):
                (flight, waiter) = (existing, id)
            case .start(let started, let id):
                (flight, waiter) = (started, id)
                download(url, key: key, fitting: fitting, priority: priority, flight: started)
            }
            let abandonedDownloads = self.abandonedDownloads
            do {
                let texture = try await withTaskCancellationHandler {
                    try await withUnsafeThrowingContinuation { continuation in
                        flight.join(waiter, continuation)
                    }
                } onCancel: {
                    if flight.leave(waiter) { abandonedDownloads.increment() }
                }
                return (texture, flight.origin ?? .network(bytes: 0))
            } catch is Flight.Abandoned {
                continue
            }
        }
    }

    /// The memory cache's texture for `url` at `fitting`, counted as a memory hit; nil when it has none.
    public func cached(_ url: String, fitting: PixelSize?) -> ImageTexture? {
        let key = Self.key(url, fitting: fitting)
        return state.withLock { state in
            let texture = state.memory.value(for: key)
            if texture != nil { state.stats.memoryHits += 1 }
            return texture
        }
    }

    /// The key of `url` at `fitting` in the memory cache, flights and failures, which are per decoded variant
    /// (the disk cache holds the bytes).
    private static func key(_ url: String, fitting: PixelSize?) -> String {
        fitting.map { "\(url)#\($0.width)x\($0.height)" } ?? url
    }

    /// Counters so far.
    public var statistics: ImagePipelineStatistics {
        var result = state.withLock { $0.stats }
        result.diskLookups = disk?.lookupCount ?? 0
        result.cancelledDownloads = abandonedDownloads.value
        return result
    }

    /// True when the disk cache is in use (false: memory-only).
    public var hasDiskCache: Bool { disk?.isEnabled ?? false }

    /// Starts `flight`'s download in a detached task (on the global executor, not the caller's), which
    /// completes the flight itself.
    private func download(_ url: String, key: String, fitting: PixelSize?, priority: Int, flight: Flight) {
        flight.attach(
            Task.detached(priority: Task.currentPriority) { [self] in
                let result: Result<(ImageTexture, ImageOrigin), Error>
                do {
                    result = .success(try await fetch(url, fitting: fitting, priority: priority))
                } catch {
                    result = .failure(error)
                }
                finish(url, key: key, flight: flight, result: result)
            })
    }

    private func finish(
        _ url: String, key: String, flight: Flight,
        result: Result<(ImageTexture, ImageOrigin), Error>
    ) {
        let failed: Bool
        if case .failure(let error) = result { failed = !(error is CancellationError) } else { failed = false }
        let (isIdle, evicted) = state.withLock { state -> (Bool, [ImageTexture]) in
            if state.flights[key] === flight { state.flights[key] = nil }
            var evicted: [ImageTexture] = []
            switch result {
            case .success(let (texture, origin)):
                evicted = state.memory.insert(texture, cost: texture.byteCost, for: key)
                state.failures[key] = nil
                switch origin {
                case .memory:
                    break
                case .disk:
                    state.stats.diskHits += 1
                case .network(let bytes):
                    state.stats.downloads += 1
                    state.stats.bytesDownloaded += bytes
                }
            case .failure:
                if failed {
                    let now = configuration.now()
                    Self.forgetOldFailures(in: &state, now: now, retryInterval: configuration.retryInterval)
                    state.failures[key] = now
                    state.stats.failures += 1
                }
            }
            return (state.flights.isEmpty, evicted)
        }
        // Released outside the mutex: a texture's last release may free its pixels.
        withExtendedLifetime(evicted) {}
        // Idle: the disk cache writes the bodies downloaded meanwhile.
        if isIdle { DiskCache.flushLater() }
        switch result {
        case .success(let (texture, origin)):
            flight.complete(.success(texture), origin: origin)
        case .failure(let error):
            if failed { configuration.log(.debug, "image \(HTTPRequest(url: url).redactedURL) failed: \(error)") }
            flight.complete(.failure(error))
        }
    }

    /// Keeps the failure table small: drops entries whose retry interval has passed.
    private static func forgetOldFailures(
        in state: inout State, now: ContinuousClock.Instant,
        retryInterval: Duration
    ) {
        guard state.failures.count >= 256 else { return }
        state.failures = state.failures.filter { now - $0.value < retryInterval }
    }

    /// Disk, then network, in the download's detached task (off the main thread): a cached file is read,
    /// then decoded, on the worker queue (one trip for both made the posters of a grid arrive in bursts, and
    /// the frame that showed a burst took too long); a downloaded body is decoded where the download's result
    /// arrives (CPU work only), without another hop.
    private func fetch(_ url: String, fitting: PixelSize?, priority: Int) async throws -> (ImageTexture, ImageOrigin) {
        let decoder = decoder
        if let disk, disk.mightHave(url), let data = await work({ disk.read(url) }) {
            switch await work({ Result { () throws(ImageLoadError) in try decoder.decode(data, fitting: fitting) } }) {
            case .success(let texture):
                return (texture, .disk)
            case .failure(let error):
                await work { disk.remove(url) }
                state.withLock { $0.stats.corruptCacheFiles += 1 }
                configuration.log(
                    .debug,
                    "cached image for \(HTTPRequest(url: url).redactedURL) is unusable (\(error)); fetching again")
            }
        }
        try Task.checkCancellation()
        let request = HTTPRequest(
            url: url, timeout: configuration.timeout,
            maxBodyBytes: configuration.maxImageBytes, priority: priority)
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch HTTPError.tooLarge {
            throw ImageLoadError.tooLarge
        } catch let error as HTTPError {
            throw ImageLoadError.transfer(error)
        }
        guard response.isSuccess else { throw ImageLoadError.status(response.status) }
        let body = response.body
        let texture = try decoder.decode(body, fitting: fitting)
        disk?.writeLater(body, for: url)
        return (texture, .network(bytes: body.count))
    }

    /// Runs blocking `body` on the worker queue (not Swift's cooperative pool).
    private func work<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withUnsafeContinuation { continuation in
            workers.async { continuation.resume(returning: body()) }
        }
    }
}
