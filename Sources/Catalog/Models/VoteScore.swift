/// TMDb's user score of a movie or series: the average of its users' votes (0–10) and how many voted.
public struct VoteScore: Sendable, Hashable, Codable {
    /// The average vote, 0 through 10.
    public let average: Double
    /// How many users voted (0 when nobody has: the average then means nothing).
    public let count: Int

    public init(average: Double, count: Int) {
        self.average = average
        self.count = count
    }
}
