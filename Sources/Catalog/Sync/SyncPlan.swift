/// What a sync does with every item, by a three-way merge of the library, the account and the base (what
/// both agreed on at the last sync):
/// - a side whose value differs from the base changed it; when only one side changed, its value wins;
/// - when both changed to different values, the newer change wins; when the account's time is unknown,
///   the change made in Popcorn wins;
/// - a removal in Popcorn also counts as a change when the item is on neither the base nor the library
///   but the removal happened after the last sync (before a first sync: after the account's own change of
///   the item), so an item removed here and added elsewhere meanwhile is not silently brought back.
///
/// Before the first sync the base is empty: both sides' items end up on both (removals never propagate
/// from an unknown past). An item whose value on the account could not be read is left as it is.
public struct SyncPlan: Sendable, Equatable {
    /// Changes to send to the account.
    public private(set) var push: [SyncChange] = []
    /// Changes to make in the library.
    public private(set) var apply: [SyncChange] = []
    /// Items both sides already agree on, whose base must say so.
    public private(set) var agree: [SyncChange] = []

    public init(local: LocalSyncState, remote: SyncSide) {
        let items = Set(local.side.values.keys).union(remote.values.keys).union(local.base.keys)
            .union(local.removedAt.keys)
        for item in items.subtracting(remote.unreadable).sorted() {
            decide(item, local: local, remote: remote)
        }
    }

    private mutating func decide(_ item: SyncItem, local: LocalSyncState, remote: SyncSide) {
        let mine = local.side.values[item]
        let theirs = remote.values[item]
        let base = local.base[item]
        if mine == theirs {
            if base != mine { agree.append(SyncChange(item, mine)) }
            return
        }
        let remoteTime = remote.changedAt[item]
        let removalCounts: Bool = {
            guard mine == nil, base == nil, let removed = local.removedAt[item] else { return false }
            if let lastSync = local.lastSyncAt { return removed > lastSync }
            return remoteTime.map { removed > $0 } ?? false
        }()
        let localChanged = mine != base || removalCounts
        let remoteChanged = theirs != base
        switch (localChanged, remoteChanged) {
        case (true, false):
            push.append(SyncChange(item, mine))
        case (false, _):
            apply.append(SyncChange(item, theirs))
        case (true, true):
            let localTime = mine == nil ? local.removedAt[item] : local.side.changedAt[item]
            if let remoteTime, let localTime, remoteTime > localTime {
                apply.append(SyncChange(item, theirs))
            } else {
                push.append(SyncChange(item, mine))
            }
        }
    }
}
