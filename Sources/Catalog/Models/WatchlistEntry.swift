/// A title the user saved. Lives in the library database; never dropped silently.
public struct WatchlistEntry: Sendable, Hashable, Codable {
    public let kind: WatchlistKind
    public let id: Int
    /// Seconds since 1970 (UTC) when it was added.
    public let addedAt: Double

    public init(kind: WatchlistKind, id: Int, addedAt: Double) {
        self.kind = kind
        self.id = id
        self.addedAt = addedAt
    }
}
