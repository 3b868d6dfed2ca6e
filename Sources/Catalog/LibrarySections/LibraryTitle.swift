/// A movie or series of the library, by kind and TMDb id.
public struct LibraryTitle: Hashable, Sendable {
    public let kind: WatchlistKind
    public let id: Int

    public init(_ kind: WatchlistKind, id: Int) {
        self.kind = kind
        self.id = id
    }
}
