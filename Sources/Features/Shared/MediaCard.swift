import Catalog

/// A poster card of a carousel, a grid or a search result: a movie, a series or a person.
public struct MediaCard: Equatable, Hashable, Sendable, Identifiable {
    /// Unique across kinds ("movie-42").
    public let id: String
    public let kind: MediaKind
    /// Where tapping the card goes.
    public let route: Route
    public let title: String
    /// Year for titles, department for people; nil when unknown.
    public let subtitle: String?
    /// The image at card size (poster, or profile photo); nil shows a placeholder.
    public let imageURL: String?
    /// All sizes of the image, to pick one for the widget's width and scale.
    public let image: ImageURLSet?
    /// Initials to draw when a person has no photo; nil otherwise.
    public let initials: String?

    public init(_ item: MediaItem) {
        id = item.id
        kind = item.kind
        route = Route(item)
        title = item.title
        image = item.image
        imageURL = item.image?.card
        switch item {
        case .person(let person):
            subtitle = DisplayFormat.nonBlank(person.knownForDepartment).map(CrewNames.department)
            initials = person.profile == nil ? DisplayFormat.initials(person.name) : nil
        case .movie, .tvSeries:
            subtitle = item.year.map(String.init)
            initials = nil
        }
    }
}
