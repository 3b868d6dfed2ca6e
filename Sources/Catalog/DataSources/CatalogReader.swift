/// Reads catalog resources cache-first: what the screens load through (``CachingCatalogRepository`` in the
/// app; tests use a fake answering per resource type). Errors are `CatalogError` (`.cancelled` when the
/// reading task was cancelled).
///
/// The reads are `nonisolated(nonsending)`: they run on the caller's executor, since a warm read (a few
/// microseconds) costs less than a hop to another one.
public protocol CatalogReader<Remote>: Sendable {
    /// Where the resources read come from (`TMDbClient` in the app).
    associatedtype Remote

    /// The value of `resource`: its fresh cache entry, else fetched (and cached); offline, an expired entry
    /// marked stale.
    nonisolated(nonsending) func read<Resource: CatalogResource>(_ resource: Resource) async throws(CatalogError)
        -> Fetched<Resource.Value> where Resource.Remote == Remote

    /// The values of `resources` (those the remote knows, in order), the missing or expired ones fetched
    /// together.
    nonisolated(nonsending) func read<Resource: BatchedCatalogResource>(all resources: [Resource])
        async throws(CatalogError) -> [Fetched<Resource.Value>] where Resource.Remote == Remote

    /// A part of `resource` (the fields `Part` decodes, e.g. a series' name), stale or not: read from its
    /// cache entry without decoding the rest when the entry is fresh, else taken from the whole value read.
    nonisolated(nonsending) func read<Resource: CatalogResource, Part: Decodable & Sendable>(
        _ part: (Resource.Value) -> Part, of resource: Resource
    ) async throws(CatalogError) -> Part where Resource.Remote == Remote
}
