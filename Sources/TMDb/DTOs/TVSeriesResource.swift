import Catalog

/// A series' details page: details, aggregate credits, the region's rating, trailers and where to watch, in
/// one request (`/tv/{id}`, decoded as ``TVSeriesDetailsDTO``).
public struct TVSeriesResource: CatalogResource {
    public static let name = "tvSeries"

    public let id: Int

    public init(id: Int) {
        self.id = id
    }

    public var cacheKey: String { "\(id)" }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> TVSeries {
        let dto = try await client.get(
            TVSeriesDetailsDTO.self, "/tv/\(id)",
            [
                QueryItem("append_to_response", "aggregate_credits,content_ratings,videos,watch/providers"),
                client.videoLanguages,
            ])
        return client.images.series(dto, region: client.region)
    }
}
