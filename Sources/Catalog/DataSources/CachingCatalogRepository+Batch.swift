import Observability
import Tracing

extension CachingCatalogRepository {
    public nonisolated(nonsending) func read<Resource: BatchedCatalogResource>(all resources: [Resource])
        async throws(CatalogError) -> [Fetched<Resource.Value>] where Resource.Remote == Remote
    {
        try await withReadSpan("repository \(Resource.name)") { span throws(CatalogError) in
            let keys = resources.map(\.cacheKey)
            Self.describe(span, name: Resource.name, key: keys.joined(separator: ","))
            var entries: [Resource: CacheEntry<Resource.Value>] = [:]
            for (resource, key) in zip(resources, keys) {
                entries[resource] = await cache.entry(Resource.Value.self, of: Resource.self, key: key)
            }
            let missing = resources.filter { resource in
                entries[resource].map { !isFresh($0, timeToLive: Resource.timeToLive) } ?? true
            }
            span?.attributes["cache.hit"] = missing.isEmpty
            var loaded = entries.compactMapValues {
                isFresh($0, timeToLive: Resource.timeToLive) ? Fetched($0.value) : nil
            }
            if !missing.isEmpty {
                do throws(CatalogError) {
                    for (resource, value) in try await fetchAndStore(all: missing) { loaded[resource] = Fetched(value) }
                } catch {
                    guard error == .offline, missing.allSatisfy({ entries[$0] != nil }) else { throw error }
                    span?.attributes["popcorn.cache.stale"] = true
                    for resource in missing {
                        loaded[resource] = entries[resource].map { Fetched($0.value, isStale: true) }
                    }
                }
            }
            return resources.compactMap { loaded[$0] }
        }
    }

    /// `resources` from the remote in one fetch, each written to the cache; concurrent fetches of the same
    /// list share one.
    private func fetchAndStore<Resource: BatchedCatalogResource>(all resources: [Resource]) async throws(CatalogError)
        -> [Resource: Resource.Value] where Resource.Remote == Remote
    {
        do {
            let key = resources.map(\.cacheKey).joined(separator: ",")
            return try await sharedFetches.value(for: "\(Resource.name)/\(key)") { [self] in
                let values = try await Resource.fetch(all: resources, from: remote)
                for (resource, value) in values { await store(value, of: Resource.self, key: resource.cacheKey) }
                return values
            }
        } catch {
            throw CatalogError(error)
        }
    }
}
