/// A person credited in a movie's or series' cast.
public struct CastMember: Sendable, Hashable, Codable, Identifiable {
    /// The person's id.
    public let id: Int
    public let name: String
    public let character: String?
    /// Billing order (0 first).
    public let order: Int
    public let profile: ImageURLSet?
    /// A series' episodes the person played in (aggregate credits); nil for movies and episodes.
    public let episodeCount: Int?

    public init(
        id: Int, name: String, character: String? = nil, order: Int, profile: ImageURLSet? = nil,
        episodeCount: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.character = character
        self.order = order
        self.profile = profile
        self.episodeCount = episodeCount
    }
}
