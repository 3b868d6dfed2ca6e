import Catalog

extension TMDbClient {
    /// A collection and its movies, in the client's language
    /// (https://developer.themoviedb.org/reference/collection-details); an unknown id is
    /// ``CatalogError/notFound`` (404, TMDb's status code 34).
    public func movieCollection(id: Int) async throws -> MovieCollection {
        images.movieCollection(try await get(MovieCollectionDTO.self, "/collection/\(id)"))
    }
}
