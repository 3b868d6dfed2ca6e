import Catalog

/// A page of a Discover query: `/discover/movie` or `/discover/tv` with the query's filters (without adult
/// titles), decoded as ``PageDTO`` of movie or series list items; providers without a region are looked up
/// in the client's region.
public struct DiscoverResource: CatalogResource {
    public static let name = "discover"

    /// The query's filters (its own page left out).
    public let query: DiscoverQuery
    public let page: Int

    /// Page `page` of `query` (the query's own `page` is ignored).
    public init(_ query: DiscoverQuery, page: Int) {
        self.query = query.at(page: nil)
        self.page = page
    }

    public var cacheKey: String { "\(query.kind.rawValue)-\(query.text)-\(page)" }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> Page<MediaItem> {
        var items = query.filters.map { QueryItem($0.name, $0.value) }
        if query.watchProviders != nil, query.watchRegion == nil {
            items.append(QueryItem("watch_region", client.region))
        }
        items += [QueryItem("include_adult", "false"), QueryItem("page", String(TMDbClient.clampPage(page)))]
        return query.kind == .movie
            ? try await client.moviePage("/discover/movie", items)
            : try await client.seriesPage("/discover/tv", items)
    }
}
