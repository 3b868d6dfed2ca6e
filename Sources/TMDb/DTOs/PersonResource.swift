import Catalog

/// A person with their combined credits, in one request (`/person/{id}`, decoded as ``PersonDetailsDTO``).
public struct PersonResource: CatalogResource {
    public static let name = "person"

    public let id: Int

    public init(id: Int) {
        self.id = id
    }

    public var cacheKey: String { "\(id)" }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> Person {
        let dto = try await client.get(
            PersonDetailsDTO.self, "/person/\(id)",
            [QueryItem("append_to_response", "combined_credits")])
        return client.images.person(dto)
    }
}
