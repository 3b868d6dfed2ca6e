/// A person's details page.
public struct Person: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public let name: String
    public let biography: String?
    public let knownForDepartment: String?
    public let birthday: CalendarDate?
    public let placeOfBirth: String?
    public let profile: ImageURLSet?
    /// Combined movie and TV credits, as TMDb returns them (unranked, may repeat a title).
    public let credits: [PersonCredit]

    public init(
        id: Int, name: String, biography: String? = nil, knownForDepartment: String? = nil,
        birthday: CalendarDate? = nil, placeOfBirth: String? = nil, profile: ImageURLSet? = nil,
        credits: [PersonCredit] = []
    ) {
        self.id = id
        self.name = name
        self.biography = biography
        self.knownForDepartment = knownForDepartment
        self.birthday = birthday
        self.placeOfBirth = placeOfBirth
        self.profile = profile
        self.credits = credits
    }
}

/// A title a person worked on.
public struct PersonCredit: Sendable, Hashable, Codable {
    public let kind: WatchlistKind
    public let id: Int
    public let title: String
    /// Character played (cast) or job (crew).
    public let role: String?
    public let date: CalendarDate?
    public let poster: ImageURLSet?
    public let popularity: Double

    public init(
        kind: WatchlistKind, id: Int, title: String, role: String? = nil, date: CalendarDate? = nil,
        poster: ImageURLSet? = nil, popularity: Double = 0
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.role = role
        self.date = date
        self.poster = poster
        self.popularity = popularity
    }
}
