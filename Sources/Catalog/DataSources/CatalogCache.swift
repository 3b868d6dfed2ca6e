/// Local storage for catalog data (the SQLite cache): a table per resource, created on first use. Reads
/// never fail: an unreadable entry is a miss. Both run on the caller's executor (a warm read is cheaper than
/// a hop to another one).
public protocol CatalogCache: Sendable {
    /// The entry of `resource` under `key`, expired or not; nil when absent or unreadable. `Value` may be a
    /// part of the stored value: a type decoding some of its keys reads just those.
    nonisolated(nonsending) func entry<Resource: CatalogResource, Value: Decodable & Sendable>(
        _ type: Value.Type, of resource: Resource.Type, key: String
    ) async -> CacheEntry<Value>?
    /// Writes (or replaces) the entry of `resource` under `key`.
    nonisolated(nonsending) func store<Resource: CatalogResource>(
        _ value: Resource.Value, of resource: Resource.Type,
        key: String, cachedAt: Double) async throws
}
