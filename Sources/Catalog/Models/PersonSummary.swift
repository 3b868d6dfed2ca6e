/// A person as lists show them.
public struct PersonSummary: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public let name: String
    public let knownForDepartment: String?
    public let profile: ImageURLSet?
    public let popularity: Double

    public init(
        id: Int, name: String, knownForDepartment: String? = nil, profile: ImageURLSet? = nil,
        popularity: Double = 0
    ) {
        self.id = id
        self.name = name
        self.knownForDepartment = knownForDepartment
        self.profile = profile
        self.popularity = popularity
    }
}
