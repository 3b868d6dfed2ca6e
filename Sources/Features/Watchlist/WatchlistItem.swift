import Catalog

/// A saved title with what the grid needs to show it.
public struct WatchlistItem: Equatable, Hashable, Sendable, Identifiable {
    public let kind: WatchlistKind
    /// The TMDb id.
    public let tmdbID: Int
    public let title: String
    public let poster: ImageURLSet?
    /// The release (movie) or first air (series) date; nil when unknown.
    public let date: CalendarDate?
    /// Seconds since 1970 when it was added.
    public let addedAt: Double

    public init(
        kind: WatchlistKind, tmdbID: Int, title: String, poster: ImageURLSet?, date: CalendarDate? = nil,
        addedAt: Double
    ) {
        self.kind = kind
        self.tmdbID = tmdbID
        self.title = title
        self.poster = poster
        self.date = date
        self.addedAt = addedAt
    }

    /// Unique across kinds ("movie-42").
    public var id: String { "\(kind.rawValue)-\(tmdbID)" }

    /// Where tapping the poster goes.
    public var route: Route { Route(kind, id: tmdbID) }

    /// The year under the card's title ("2019"); nil when the date is unknown.
    public var year: String? { DisplayFormat.year(date) }

    /// The poster at card size; nil shows a placeholder.
    public var posterURL: String? { poster?.card }
}
