/// One of the user's own lists of movies and series.
public struct UserList: Hashable, Sendable, Identifiable {
    /// The library's stable id (`library/list/ID`, `popcorn list show ID`); never given to another list.
    public let id: Int
    public let name: String
    /// Empty when there is none.
    public let description: String
    /// Seconds since 1970 (UTC).
    public let createdAt: Double
    /// Seconds since 1970 (UTC) when its name, description or items last changed.
    public let updatedAt: Double
    /// How many titles it holds.
    public let itemCount: Int

    public init(
        id: Int, name: String, description: String, createdAt: Double, updatedAt: Double, itemCount: Int
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.itemCount = itemCount
    }
}
