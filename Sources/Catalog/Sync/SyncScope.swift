/// How much of the account a sync reads.
public enum SyncScope: Sendable, Equatable {
    /// Every page of every list: a full reconciliation, which also takes in removals made on the account.
    case full
    /// The changes made in Popcorn are sent and only the newest page of each list is read, which takes in
    /// what was added or changed on the account lately; removals there wait for the next full sync.
    case changes

    /// The scope that does the work of both: full when either is.
    public func merged(with other: SyncScope) -> SyncScope {
        self == .full || other == .full ? .full : .changes
    }
}
