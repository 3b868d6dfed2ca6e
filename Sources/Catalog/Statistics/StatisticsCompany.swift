/// A company the statistics count titles of: a movie's production company (a studio) or a series' network.
public struct StatisticsCompany: Hashable, Sendable {
    /// What the company did for the title (TMDb numbers networks and companies apart).
    public enum Kind: String, Hashable, Sendable {
        case network
        case studio
    }

    public let id: Int
    public let name: String
    public let kind: Kind

    public init(id: Int, name: String, kind: Kind) {
        self.id = id
        self.name = name
        self.kind = kind
    }

    /// `company` as a `kind`.
    public init(_ company: Company, _ kind: Kind) {
        self.init(id: company.id, name: company.name, kind: kind)
    }
}
