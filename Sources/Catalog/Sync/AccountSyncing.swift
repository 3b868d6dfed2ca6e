/// The TMDb account's side of a sync.
public protocol AccountRemote: Sendable {
    /// Everything the account holds: both watchlists and every rating (all pages).
    func syncSide() async throws -> SyncSide
    /// The first page of each of those lists, newest first: what was added or changed there lately.
    func newestSide() async throws -> SyncSide
    /// Sets (or, for nil, removes) one item on the account.
    func write(_ change: SyncChange) async throws
}

/// The library's side of a sync. Each call is one transaction.
public protocol AccountSyncStore: Sendable {
    /// The library's items, removals, base and last sync time.
    func localSyncState() async throws -> LocalSyncState
    /// Makes `changes` in the library and records them as agreed, skipping an item whose value in the
    /// library is no longer `expected` (changed meanwhile: the next sync sends it). Returns the changes made.
    func applyFromAccount(_ changes: [SyncChange], expected: [SyncItem: Int]) async throws -> [SyncChange]
    /// Records that both sides hold `changes` (the base of the next merge).
    func recordAgreement(_ changes: [SyncChange]) async throws
    /// Marks a complete sync that started at `startedAt`: the next one merges from there; removals both
    /// sides now agree on are forgotten.
    func finishSync(startedAt: Double) async throws
}
