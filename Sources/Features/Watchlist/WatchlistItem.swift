import Catalog

/// A saved title with what the grid needs to show it.
public struct WatchlistItem: Equatable, Hashable, Sendable, Identifiable {
    public let kind: WatchlistKind
    /// The TMDb id.
    public let tmdbID: Int
    public let title: String
    public let poster: ImageURLSet?
    /// Seconds since 1970 when it was added.
    public let addedAt: Double

    public init(kind: WatchlistKind, tmdbID: Int, title: String, poster: ImageURLSet?, addedAt: Double) {
        self.kind = kind
        self.tmdbID = tmdbID
        self.title = title
        self.poster = poster
        self.addedAt = addedAt
    }

    /// Unique across kinds ("movie-42").
    public var id: String { "\(kind.rawValue)-\(tmdbID)" }

    /// Where tapping the poster goes.
    public var route: Route { Route(kind, id: tmdbID) }

    /// The poster at card size; nil shows a placeholder.
    public var posterURL: String? { poster?.card }
}
