import Catalog

/// A collection and its movies, in the client's language: `/collection/{id}`, decoded as
/// ``MovieCollectionDTO`` (https://developer.themoviedb.org/reference/collection-details); an unknown id is
/// ``CatalogError/notFound`` (404, TMDb's status code 34).
public struct MovieCollectionResource: CatalogResource {
    public static let name = "movieCollection"

    public let id: Int

    public init(id: Int) {
        self.id = id
    }

    public var cacheKey: String { "\(id)" }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> MovieCollection {
        client.images.movieCollection(try await client.get(MovieCollectionDTO.self, "/collection/\(id)"))
    }
}
