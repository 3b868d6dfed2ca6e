import Catalog

/// A movie's details page: details, credits, recommendations, the region's certification, trailers and
/// where to watch, in one request (`/movie/{id}`, decoded as ``MovieDetailsDTO``).
public struct MovieResource: CatalogResource {
    public static let name = "movie"

    public let id: Int

    public init(id: Int) {
        self.id = id
    }

    public var cacheKey: String { "\(id)" }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> Movie {
        let dto = try await client.get(
            MovieDetailsDTO.self, "/movie/\(id)",
            [
                QueryItem("append_to_response", "credits,recommendations,release_dates,videos,watch/providers"),
                client.videoLanguages,
            ])
        return client.images.movie(dto, region: client.region)
    }
}
