/// A custom list on the TMDb account, with every item it holds (TMDb's v4 lists hold movies and series).
public struct RemoteList: Sendable, Hashable, Identifiable {
    /// TMDb's list id.
    public let id: Int
    public let name: String
    /// Empty when there is none.
    public let description: String
    public let items: Set<LibraryTitle>

    public init(id: Int, name: String, description: String, items: Set<LibraryTitle>) {
        self.id = id
        self.name = name
        self.description = description
        self.items = items
    }
}
