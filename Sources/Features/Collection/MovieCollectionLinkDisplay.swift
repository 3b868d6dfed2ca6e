import Catalog
import Localization

/// The link on a movie's page to the collection it is part of.
public struct MovieCollectionLinkDisplay: Equatable, Sendable {
    /// "Part of the Star Wars Collection" (also what screen readers say).
    public let label: String
    /// What activating it does.
    public let tooltip: String
    /// The collection's page.
    public let route: Route

    public init(_ link: MovieCollectionLink) {
        // Translators: a link on a movie's page to the collection it belongs to. The name is TMDb's and says
        // "Collection" itself: "Part of the Star Wars Collection".
        label = String(format: tr("Part of the %@"), link.name)
        tooltip = tr("Show every movie of the collection")
        route = .movieCollection(id: link.id)
    }

    /// The movie dump's `"collection"` member: `{"id", "name"}`, or null when the movie is part of none.
    static func dumpMember(of movie: Movie) -> (String, DumpJSON) {
        ("collection", movie.collection.map { .object([("id", .int($0.id)), ("name", .string($0.name))]) } ?? .null)
    }
}
