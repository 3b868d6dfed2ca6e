/// What one side holds of every ``SyncItem`` it has, and when each last changed when the side says.
public struct SyncSide: Sendable, Equatable {
    /// Present items and their values.
    public var values: [SyncItem: Int]
    /// When an item got its value (seconds since 1970); missing when unknown (TMDb's watchlists and episode
    /// ratings carry no time).
    public var changedAt: [SyncItem: Double]
    /// Items the side holds with a value that could not be read (a rating off TMDb's scale): a sync leaves
    /// them alone on both sides rather than taking them for removed.
    public var unreadable: Set<SyncItem>

    public init(values: [SyncItem: Int] = [:], changedAt: [SyncItem: Double] = [:], unreadable: Set<SyncItem> = []) {
        self.values = values
        self.changedAt = changedAt
        self.unreadable = unreadable
    }
}

/// The library's side of a sync: its items, the removals it remembers (tombstones), and what both sides
/// agreed on at the last sync (the base of the three-way merge).
public struct LocalSyncState: Sendable, Equatable {
    public var side: SyncSide
    /// Items removed in Popcorn and when: a removal wins over an older change on the other side.
    public var removedAt: [SyncItem: Double]
    /// The value both sides held after the last sync (absent: on neither side).
    public var base: [SyncItem: Int]
    /// When the last complete sync started; nil before the first one.
    public var lastSyncAt: Double?

    public init(
        side: SyncSide = SyncSide(), removedAt: [SyncItem: Double] = [:], base: [SyncItem: Int] = [:],
        lastSyncAt: Double? = nil
    ) {
        self.side = side
        self.removedAt = removedAt
        self.base = base
        self.lastSyncAt = lastSyncAt
    }

    /// How many items were changed in Popcorn since the last sync (what a sync would send).
    public var pendingChangeCount: Int {
        SyncPlan(local: self, remote: SyncSide(values: base)).push.count
    }
}

/// A value for an item: nil removes it.
public struct SyncChange: Sendable, Equatable {
    public let item: SyncItem
    public let value: Int?

    public init(_ item: SyncItem, _ value: Int?) {
        self.item = item
        self.value = value
    }
}
