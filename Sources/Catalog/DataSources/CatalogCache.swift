/// The kinds of cached resources; each is its own table in the cache database.
public enum CacheResource: String, Sendable, Hashable, CaseIterable {
    case movie
    case tvSeries
    case tvSeason
    case tvEpisode
    case person
    case exploreSection
}

/// A cached value and when it was written (seconds since 1970, UTC).
public struct CacheEntry<Value: Sendable>: Sendable {
    public let value: Value
    public let cachedAt: Double

    public init(value: Value, cachedAt: Double) {
        self.value = value
        self.cachedAt = cachedAt
    }
}

/// Local storage for catalog data (the SQLite cache). Reads never fail: an unreadable entry is a miss.
public protocol CatalogCache: Sendable {
    /// The entry under `key`, expired or not; nil when absent or unreadable.
    func entry<Value: Codable & Sendable>(_ type: Value.Type, resource: CacheResource, key: String) async
        -> CacheEntry<Value>?
    /// Writes (or replaces) the entry under `key`.
    func store<Value: Codable & Sendable>(_ value: Value, resource: CacheResource, key: String, cachedAt: Double)
        async throws
}
