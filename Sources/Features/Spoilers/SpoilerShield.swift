/// The spoiler state of a season or episode page: whether its series is protected and the episodes the user
/// revealed there (revealing one episode reveals no other; leaving the page forgets it).
public struct SpoilerShield: Equatable, Sendable {
    /// Whether the series' unwatched episodes are hidden; nil until read.
    public var isProtecting: Bool?
    /// The episode numbers revealed on this page.
    public private(set) var revealed: Set<Int> = []

    public init(isProtecting: Bool? = nil) {
        self.isProtecting = isProtecting
    }

    /// Shows episode `number` as it is, on this page only.
    public mutating func reveal(_ number: Int) {
        revealed.insert(number)
    }

    /// Whether episode `number` is hidden: the series is protected, the episode is not watched and was not
    /// revealed. While the protection is not known yet, `untilKnown` (the window: nothing shows before it is
    /// known; a dump waits for it).
    public func hides(_ number: Int, isWatched: Bool, untilKnown: Bool = false) -> Bool {
        guard let isProtecting else { return untilKnown }
        return isProtecting && !isWatched && !revealed.contains(number)
    }
}
