/// The collection a movie belongs to, as its details name it (TMDb's `belongs_to_collection`).
public struct MovieCollectionLink: Sendable, Hashable, Codable {
    public let id: Int
    /// TMDb's name of the collection ("Star Wars Collection").
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
