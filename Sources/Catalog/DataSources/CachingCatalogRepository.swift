import Foundation
import Logging
import Observability
import Tracing

/// The cache-first reader of every ``CatalogResource``.
///
/// A fresh cache entry (younger than the resource's `timeToLive`) is returned without touching the network.
/// Otherwise the remote is asked and its answer written to the cache (a failed write is logged, not thrown).
/// When the remote fails because the network is unavailable and an expired entry exists, that entry is
/// returned marked stale. Concurrent misses of the same entry share one fetch. Each read is a span
/// `repository <resource name>` with `cache.hit` (docs/tracing.md).
public struct CachingCatalogRepository<Remote: Sendable>: CatalogReader {
    let remote: Remote
    let cache: any CatalogCache
    let now: @Sendable () -> Double
    let sharedFetches = SharedFetches()

    /// - Parameter now: the clock, seconds since 1970 (tests inject one).
    public init(
        remote: Remote, cache: any CatalogCache,
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.remote = remote
        self.cache = cache
        self.now = now
    }

    public nonisolated(nonsending) func read<Resource: CatalogResource>(_ resource: Resource) async throws(CatalogError)
        -> Fetched<Resource.Value> where Resource.Remote == Remote
    {
        let key = resource.cacheKey
        return try await withReadSpan("repository \(Resource.name)") { span throws(CatalogError) in
            Self.describe(span, name: Resource.name, key: key)
            return try await read(resource, key: key, in: span)
        }
    }

    public nonisolated(nonsending) func read<Resource: CatalogResource, Part: Decodable & Sendable>(
        _ part: (Resource.Value) -> Part, of resource: Resource
    ) async throws(CatalogError) -> Part where Resource.Remote == Remote {
        let key = resource.cacheKey
        return try await withReadSpan("repository \(Resource.name)") { span throws(CatalogError) in
            Self.describe(span, name: Resource.name, key: key)
            if let entry = await cache.entry(Part.self, of: Resource.self, key: key),
                isFresh(entry, timeToLive: Resource.timeToLive)
            {
                span?.attributes["cache.hit"] = true
                return entry.value
            }
            return part(try await read(resource, key: key, in: span).value)
        }
    }

    /// The body of ``read(_:)``, recording on `span`.
    private nonisolated(nonsending) func read<Resource: CatalogResource>(
        _ resource: Resource, key: String, in span: (any Span)?
    ) async throws(CatalogError) -> Fetched<Resource.Value> where Resource.Remote == Remote {
        let entry = await cache.entry(Resource.Value.self, of: Resource.self, key: key)
        if let entry, isFresh(entry, timeToLive: Resource.timeToLive) {
            span?.attributes["cache.hit"] = true
            return Fetched(entry.value)
        }
        span?.attributes["cache.hit"] = false
        do throws(CatalogError) {
            return Fetched(try await fetchAndStore(resource, key: key))
        } catch {
            guard error == .offline, let entry else { throw error }
            span?.attributes["popcorn.cache.stale"] = true
            return Fetched(entry.value, isStale: true)
        }
    }

    /// `resource` from the remote, written to the cache; concurrent fetches of one entry share one.
    private func fetchAndStore<Resource: CatalogResource>(_ resource: Resource, key: String) async throws(CatalogError)
        -> Resource.Value where Resource.Remote == Remote
    {
        do {
            return try await sharedFetches.value(for: "\(Resource.name)/\(key)") { [self] in
                let value = try await resource.fetch(from: remote)
                await store(value, of: Resource.self, key: key)
                return value
            }
        } catch {
            throw CatalogError(error)
        }
    }

    /// Writes `value` to the cache; a failure is a warning (the read still succeeds).
    nonisolated(nonsending) func store<Resource: CatalogResource>(
        _ value: Resource.Value, of resource: Resource.Type,
        key: String
    ) async {
        do {
            try await cache.store(value, of: resource, key: key, cachedAt: now())
        } catch {
            Log.warning("cache write failed for \(Resource.name) \(key): \(error)")
        }
    }

    /// The attributes of a `repository` span naming the entry read (inlined: the warm read of figure 4 pays
    /// no call for it when nothing traces).
    @inline(__always)
    static func describe(_ span: (any Span)?, name: String, key: String) {
        span?.updateAttributes {
            $0["popcorn.cache.resource"] = name
            $0["popcorn.cache.key"] = key
        }
    }

    /// Younger than `timeToLive` (and not from the future).
    func isFresh<Value>(_ entry: CacheEntry<Value>, timeToLive: Double) -> Bool {
        let now = now()
        return now - entry.cachedAt < timeToLive && entry.cachedAt <= now + 60
    }
}

/// `withSpanIfTracing` for a typed read: a cancelled read ends its span as cancelled (a `CancellationError`,
/// as the tracer expects), not as failed.
nonisolated(nonsending) func withReadSpan<T>(
    _ name: @autoclosure () -> String, _ body: nonisolated(nonsending) ((any Span)?) async throws(CatalogError) -> T
) async throws(CatalogError) -> T {
    do {
        return try await withSpanIfTracing(name()) { span in
            do throws(CatalogError) {
                return try await body(span)
            } catch .cancelled {
                throw CancellationError()
            }
        }
    } catch {
        throw CatalogError(error)
    }
}
