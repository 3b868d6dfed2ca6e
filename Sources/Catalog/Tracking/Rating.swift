/// The user's rating of a movie, a series or an episode: 1–10.
public struct Rating: Hashable, Sendable {
    /// The values a rating can take.
    public static let range = 1...10

    public let value: Int
    /// Seconds since 1970 (UTC) when it was given.
    public let ratedAt: Double

    public init(value: Int, ratedAt: Double) {
        self.value = value
        self.ratedAt = ratedAt
    }
}
