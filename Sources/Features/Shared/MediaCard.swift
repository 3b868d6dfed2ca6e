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
            subtitle = DisplayFormat.nonBlank(person.knownForDepartment)
            initials = person.profile == nil ? DisplayFormat.initials(person.name) : nil
        case .movie, .tvSeries:
            subtitle = item.year.map(String.init)
            initials = nil
        }
    }
}

/// A cast member as a details page lists them.
public struct CastCard: Equatable, Hashable, Sendable, Identifiable {
    /// The person's id.
    public let id: Int
    public let route: Route
    public let name: String
    public let character: String?
    public let photoURL: String?
    /// All sizes of the photo.
    public let photo: ImageURLSet?
    /// Initials to draw when there is no photo.
    public let initials: String?

    public init(_ member: CastMember) {
        photo = member.profile
        id = member.id
        route = .person(id: member.id)
        name = member.name
        character = DisplayFormat.nonBlank(member.character)
        photoURL = member.profile?.card
        initials = member.profile == nil ? DisplayFormat.initials(member.name) : nil
    }

    /// The cast in billing order (stable for equal orders), de-duplicated by person.
    public static func ordered(_ cast: [CastMember]) -> [CastCard] {
        var seen = Set<Int>()
        return cast.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .filter { seen.insert($0.element.id).inserted }
            .map { CastCard($0.element) }
    }
}
