import Catalog

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
