/// A title in a user's list, and when it was added.
public struct UserListItem: Hashable, Sendable {
    public let title: LibraryTitle
    /// Seconds since 1970 (UTC).
    public let addedAt: Double

    public init(title: LibraryTitle, addedAt: Double) {
        self.title = title
        self.addedAt = addedAt
    }
}
