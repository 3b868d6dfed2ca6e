/// A piece of catalog data read cache-first (``CachingCatalogRepository``): how it is cached — its name,
/// table, time to live and key — and how it is fetched. Each resource is declared next to its DTO
/// (`Sources/TMDb/<Thing>/`); nothing else lists the resources.
public protocol CatalogResource: Hashable, Sendable {
    /// What is cached and read.
    associatedtype Value: Codable & Sendable
    /// Where fresh values come from (`TMDbClient` for the app's resources).
    associatedtype Remote: Sendable

    /// The resource in traces (`repository <name>`, `popcorn.cache.resource`), in camel case: "tvEpisode".
    static var name: String { get }
    /// Its table in the cache, created on first use: by default the name in snake case ("tv_episode").
    static var cacheTable: String { get }
    /// How long an entry is fresh, in seconds: 24 hours unless the resource says otherwise.
    static var timeToLive: Double { get }
    /// The entry's key in its table ("1399-1-2").
    var cacheKey: String { get }

    /// The value from `remote` (on a cache miss or an expired entry).
    func fetch(from remote: Remote) async throws(CatalogError) -> Value
}

extension CatalogResource {
    public static var cacheTable: String { snakeCase(name) }

    /// Twenty-four hours.
    public static var timeToLive: Double { 24 * 60 * 60 }

    /// "exploreSection" → "explore_section".
    static func snakeCase(_ name: String) -> String {
        name.reduce(into: "") { table, character in
            table += character.isUppercase ? "_" + character.lowercased() : String(character)
        }
    }
}

/// A resource whose values the remote can fetch several at a time (TMDb appends up to 20 seasons to one
/// series request): ``CatalogReader/read(all:)`` fetches the missing or expired ones of a list together.
public protocol BatchedCatalogResource: CatalogResource {
    /// The values of `resources` in as few requests as the remote allows, by resource; those the remote does
    /// not know are left out.
    static func fetch(all resources: [Self], from remote: Remote) async throws(CatalogError) -> [Self: Value]
}
