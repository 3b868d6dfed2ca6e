import Catalog

/// The first page of a series' recommendations, `/tv/{id}/recommendations`, decoded as ``PageDTO`` of series
/// list items (https://developer.themoviedb.org/reference/tv-series-recommendations: `page`, `results`,
/// `total_pages`, `total_results`; an unknown id is TMDb's 404, status code 34). A movie's recommendations come
/// with its details (``MovieResource``'s `append_to_response`).
public struct TVSeriesRecommendationsResource: CatalogResource {
    /// In traces and, in snake case, the cache table (`tv_series_recommendations`).
    public static let name = "tvSeriesRecommendations"

    public let id: Int

    public init(id: Int) { self.id = id }

    public var cacheKey: String { "\(id)" }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> Page<MediaItem> {
        try await client.seriesPage("/tv/\(id)/recommendations", [QueryItem("page", "1")])
    }
}
