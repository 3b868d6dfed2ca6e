/// A person credited in a crew (director, writer, …).
public struct CrewMember: Sendable, Hashable, Codable, Identifiable {
    /// The person's id.
    public let id: Int
    public let name: String
    public let job: String
    public let department: String
    public let profile: ImageURLSet?

    public init(id: Int, name: String, job: String, department: String, profile: ImageURLSet? = nil) {
        self.id = id
        self.name = name
        self.job = job
        self.department = department
        self.profile = profile
    }
}
