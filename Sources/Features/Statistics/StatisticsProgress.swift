/// How far the statistics page has read its titles' details: `done` of `total` titles.
public struct StatisticsProgress: Equatable, Sendable {
    public let done: Int
    public let total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }

    /// `done` over `total`, 0…1.
    public var fraction: Double { total == 0 ? 1 : Double(done) / Double(total) }
}
