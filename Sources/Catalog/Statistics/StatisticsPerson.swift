/// A person the statistics count titles of: a cast member or a director.
public struct StatisticsPerson: Hashable, Sendable {
    /// How the person took part.
    public enum Role: String, Hashable, Sendable {
        case cast
        case director
    }

    public let id: Int
    public let name: String
    public let role: Role

    public init(id: Int, name: String, role: Role) {
        self.id = id
        self.name = name
        self.role = role
    }

    /// How many of a title's cast count (the first billed).
    public static let castPerTitle = 10

    /// The first ``castPerTitle`` billed of `cast` and the directors of `crew` (job "Director"), each once.
    public static func people(cast: [CastMember], crew: [CrewMember]) -> [StatisticsPerson] {
        var seen: Set<StatisticsPerson> = []
        let billed = cast.sorted { $0.order < $1.order }.prefix(castPerTitle)
            .map { StatisticsPerson(id: $0.id, name: $0.name, role: .cast) }
        let directors = crew.filter { $0.job == "Director" }.map {
            StatisticsPerson(id: $0.id, name: $0.name, role: .director)
        }
        return (billed + directors).filter { seen.insert($0).inserted }
    }
}
