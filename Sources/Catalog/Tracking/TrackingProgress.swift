/// How much of a series was watched: distinct watched episodes of the aired ones (no specials).
public struct TrackingProgress: Hashable, Sendable {
    public let watched: Int
    public let aired: Int

    public init(watched: Int, aired: Int) {
        self.watched = watched
        self.aired = aired
    }

    /// 0…1; 0 when nothing has aired.
    public var fraction: Double { aired == 0 ? 0 : Double(watched) / Double(aired) }
}
