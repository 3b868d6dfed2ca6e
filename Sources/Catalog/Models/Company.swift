/// A company behind a title: a movie's production company or a series' network (TMDb keeps the two apart,
/// each with its own ids).
public struct Company: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
