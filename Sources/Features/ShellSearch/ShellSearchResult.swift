/// What the overview shows of one result: its name, kind and years, and its poster when cached.
public struct ShellSearchResult: Sendable, Equatable {
    /// The route of the result's page.
    public let id: String
    public let name: String
    public let description: String
    /// The cached poster (or profile photo) file; nil when none is on disk.
    public let posterFile: String?
    /// A themed icon for results without a cached poster.
    public let iconName: String

    public init(id: String, name: String, description: String, posterFile: String?, iconName: String) {
        self.id = id
        self.name = name
        self.description = description
        self.posterFile = posterFile
        self.iconName = iconName
    }
}
