import Foundation
import Observability

/// Keeps the library and the TMDb account in agreement (see ``SyncPlan`` for who wins).
///
/// A sync reads the whole account, then the library, applies the account's changes to the library in one
/// transaction, and sends the library's changes with at most ``width`` requests at once, recording each as
/// agreed as soon as the account accepted it. A sync that fails part way leaves both sides consistent: what
/// was sent is recorded, what was not stays pending and is sent by the next sync.
///
/// An account list that holds less than half of what both sides agreed on at the last sync is believed only
/// when a second full read of the account gives the same answer; otherwise the sync stops before any change.
///
/// A sync of ``SyncScope/changes`` reads only the newest page of each list and takes every item it does not
/// show for unchanged since the last sync: it sends what changed in Popcorn and takes in what was added or
/// changed on the account lately, and never takes anything for removed. Before the first full sync it is a
/// full one.
public struct AccountSync: Sendable {
    /// Requests sent at once.
    public static let width = 4

    let store: any AccountSyncStore
    let remote: any AccountRemote
    let now: @Sendable () -> Double

    public init(
        store: any AccountSyncStore, remote: any AccountRemote,
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        self.store = store
        self.remote = remote
        self.now = now
    }

    /// Runs one sync of `scope`, traced as `account sync` (attributes `popcorn.sync.sent` and `.received`).
    /// Throws the first failure (an unauthorised account first of all) after every send has finished and been
    /// recorded.
    @discardableResult
    public func run(_ scope: SyncScope = .full) async throws -> SyncReport {
        try await withSpanIfTracing("account sync") { span in
            let report: SyncReport
            if scope == .changes, try await store.localSyncState().lastSyncAt != nil {
                report = try await syncChanges()
            } else {
                report = try await sync()
            }
            span?.attributes["popcorn.sync.sent"] = report.sent
            span?.attributes["popcorn.sync.received"] = report.received
            return report
        }
    }

    private func sync() async throws -> SyncReport {
        let startedAt = now()
        let accountSide = try await remote.syncSide()
        let local = try await store.localSyncState()
        if let list = Self.halvedList(base: local.base, account: accountSide),
            try await remote.syncSide() != accountSide
        {
            throw CatalogError.decoding("the account's \(list) shrank by more than half and a second read differs")
        }
        let report = try await reconcile(local: local, account: accountSide)
        try await store.finishSync(startedAt: startedAt)
        return report
    }

    /// The account as the last sync left it (the base), with what the newest page of each list shows on top.
    /// It is not a complete sync: the removals it sent stay remembered until the next full one.
    private func syncChanges() async throws -> SyncReport {
        let newest = try await remote.newestSide()
        let local = try await store.localSyncState()
        var accountSide = SyncSide(values: local.base, changedAt: newest.changedAt, unreadable: newest.unreadable)
        accountSide.values.merge(newest.values) { _, shown in shown }
        return try await reconcile(local: local, account: accountSide)
    }

    /// Applies the account's changes to the library and sends the library's.
    private func reconcile(local: LocalSyncState, account accountSide: SyncSide) async throws -> SyncReport {
        let plan = SyncPlan(local: local, remote: accountSide)
        if !plan.agree.isEmpty { try await store.recordAgreement(plan.agree) }
        let received = try await store.applyFromAccount(plan.apply, expected: local.side.values)
        let remote = remote
        let store = store
        let results = await plan.push.concurrentMap(width: Self.width) { change -> (any Error)? in
            do {
                try await remote.write(change)
                try await store.recordAgreement([change])
                return nil
            } catch {
                return error
            }
        }
        let failures = results.compactMap { $0 }
        if let failure = failures.first(where: { ($0 as? CatalogError) == .unauthorised }) ?? failures.first {
            throw failure
        }
        return SyncReport(sent: plan.push.count, received: received.count)
    }

    /// A list (``SyncItem/list``) of which `account` holds less than half of the items in `base`, if any.
    static func halvedList(base: [SyncItem: Int], account: SyncSide) -> String? {
        var agreed: [String: Int] = [:]
        for item in base.keys { agreed[item.list, default: 0] += 1 }
        var held: [String: Int] = [:]
        for item in Set(account.values.keys).union(account.unreadable) { held[item.list, default: 0] += 1 }
        return agreed.keys.sorted().first { list in held[list, default: 0] * 2 < agreed[list, default: 0] }
    }
}
