/// A collection of movies on TMDb (a series of films, e.g. "Star Wars Collection") and its movies.
/// Named so as not to clash with Swift's `Collection` protocol.
/// TMDb: https://developer.themoviedb.org/reference/collection-details
public struct MovieCollection: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    /// TMDb's name, which says "Collection" itself ("Star Wars Collection").
    public let name: String
    public let overview: String?
    public let poster: ImageURLSet?
    public let backdrop: ImageURLSet?
    /// The movies in TMDb's order (``partsInReleaseOrder`` is the order to show).
    public let parts: [MovieSummary]

    public init(
        id: Int, name: String, overview: String? = nil, poster: ImageURLSet? = nil,
        backdrop: ImageURLSet? = nil, parts: [MovieSummary] = []
    ) {
        self.id = id
        self.name = name
        self.overview = overview
        self.poster = poster
        self.backdrop = backdrop
        self.parts = parts
    }

    /// The movies by release date, earliest first; those without a date last (in TMDb's order).
    public var partsInReleaseOrder: [MovieSummary] {
        parts.enumerated().sorted { lhs, rhs in
            switch (lhs.element.releaseDate, rhs.element.releaseDate) {
            case (let left?, let right?) where left != right: left < right
            case (.some, nil): true
            case (nil, .some): false
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    /// The movies released by `today` (a release date on or before it), in release order.
    public func releasedParts(by today: CalendarDate) -> [MovieSummary] {
        partsInReleaseOrder.filter { $0.releaseDate.map { $0 <= today } ?? false }
    }
}
