import Localization
import Observability

/// Keeps the library's lists and the TMDb account's custom lists in agreement, both ways, by the same
/// three-way merge as ``AccountSync`` (a side that differs from the last sync's base changed; when both
/// changed, Popcorn wins, since TMDb gives no times):
/// - a list made on one side is made on the other (a list of Popcorn's never synced is linked to an account
///   list of the same name instead of being made twice); renames and descriptions follow the side that
///   changed them;
/// - a list deleted on one side is deleted on the other (one deleted on the account but changed in Popcorn
///   since is made there anew);
/// - titles added or removed on either side are added or removed on the other. TMDb answers each title of
///   a write on its own: the ones it refused stay pending and are sent by the next sync.
///
/// The whole account is read first: an unreadable answer or a refused sign-in stops the sync before any
/// change. When the account holds less than half of the lists, or a list less than half of the titles, agreed
/// on at the last sync, it is believed only when a second read gives the same answer.
public struct ListSync: Sendable {
    let store: any ListSyncStore
    let remote: any ListsRemote
    let log: @Sendable (String) -> Void

    /// - Parameter log: receives a line for the titles TMDb refused (they stay pending).
    public init(store: any ListSyncStore, remote: any ListsRemote, log: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.remote = remote
        self.log = log
    }

    /// Runs one sync, traced as `list sync`. Throws the first failure (an unauthorised account at once) after
    /// the other lists were synced; per-title refusals are not failures.
    @discardableResult
    public func run() async throws -> SyncReport {
        try await withSpanIfTracing("list sync") { span in
            let report = try await sync()
            span?.attributes["popcorn.sync.sent"] = report.sent
            span?.attributes["popcorn.sync.received"] = report.received
            return report
        }
    }

    private func sync() async throws -> SyncReport {
        let account = try await remote.remoteLists()
        let local = try await store.listsForSync()
        if Self.shrank(local: local, account: account), try await Set(remote.remoteLists()) != Set(account) {
            throw CatalogError.decoding("the account's lists shrank by more than half and a second read differs")
        }
        var report = SyncReport()
        var failure: (any Error)?
        let remoteByID = Dictionary(account.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var claimed = Set(local.compactMap(\.remoteID))
        for list in local {
            do {
                try await sync(list, remoteByID: remoteByID, claimed: &claimed, report: &report)
            } catch CatalogError.unauthorised {
                throw CatalogError.unauthorised
            } catch {
                failure = failure ?? error
            }
        }
        for list in account where !claimed.contains(list.id) {
            do {
                try await store.importList(list)
                report.received += 1
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
        return report
    }

    private func sync(
        _ list: SyncedUserList, remoteByID: [Int: RemoteList], claimed: inout Set<Int>, report: inout SyncReport
    ) async throws {
        guard let remoteID = list.remoteID else {
            if let twin = remoteByID.values.sorted(by: { $0.id < $1.id }).first(where: {
                !claimed.contains($0.id) && $0.name.lowercased() == list.name.lowercased()
            }) {
                claimed.insert(twin.id)
                try await store.linkList(list.id, remoteID: twin.id, name: twin.name, description: twin.description)
                let linked = list.linked(to: twin)
                try await merge(linked, twin, report: &report)
            } else {
                try await publish(list, report: &report)
            }
            return
        }
        let onAccount = remoteByID[remoteID]
        if list.isDeleted {
            if onAccount != nil {
                do {
                    try await remote.deleteRemoteList(remoteID)
                } catch CatalogError.notFound {}
                report.sent += 1
            }
            try await store.forgetList(list.id)
        } else if let onAccount {
            try await merge(list, onAccount, report: &report)
        } else if list.hasPendingChanges {
            try await store.resetItems(list.id)
            try await publish(list, report: &report)
        } else {
            try await store.forgetList(list.id)
            report.received += 1
        }
    }

    /// Makes `list` on the account with every title it holds.
    private func publish(_ list: SyncedUserList, report: inout SyncReport) async throws {
        let remoteID = try await remote.createRemoteList(name: list.name, description: list.description)
        try await store.linkList(list.id, remoteID: remoteID, name: list.name, description: list.description)
        report.sent += 1
        let titles = Set(list.items.keys)
        guard !titles.isEmpty else { return }
        let outcome = try await remote.addItems(titles, toRemoteList: remoteID)
        try await store.recordItems(list.id, present: outcome.done, gone: list.removed)
        report.sent += outcome.done.count
        refused(outcome, in: list)
    }

    /// The three-way merge of a linked list's name, description and titles.
    private func merge(_ list: SyncedUserList, _ account: RemoteList, report: inout SyncReport) async throws {
        if list.name != account.name || list.description != account.description {
            let changedHere = list.name != list.syncedName || list.description != list.syncedDescription
            let changedThere = account.name != list.syncedName || account.description != list.syncedDescription
            if changedHere || !changedThere {
                try await remote.updateRemoteList(account.id, name: list.name, description: list.description)
                try await store.linkList(list.id, remoteID: account.id, name: list.name, description: list.description)
                report.sent += 1
            } else {
                try await store.applyListInfo(list.id, name: account.name, description: account.description)
                report.received += 1
            }
        } else if list.syncedName != list.name || list.syncedDescription != list.description {
            try await store.linkList(list.id, remoteID: account.id, name: list.name, description: list.description)
        }
        let live = Set(list.items.keys)
        let agreedLive = Set(list.items.filter { $0.value }.keys)
        let toAdd = live.subtracting(agreedLive).subtracting(account.items)
        let toRemove = list.removed.intersection(account.items)
        let addedThere = account.items.subtracting(live).subtracting(list.removed)
        let removedThere = agreedLive.subtracting(account.items)
        if !addedThere.isEmpty || !removedThere.isEmpty {
            try await store.applyItems(list.id, added: addedThere, removed: removedThere)
            report.received += addedThere.count + removedThere.count
        }
        let nowAgreed = live.subtracting(agreedLive).intersection(account.items)
        let goneBoth = list.removed.subtracting(account.items)
        if !nowAgreed.isEmpty || !goneBoth.isEmpty {
            try await store.recordItems(list.id, present: nowAgreed, gone: goneBoth)
        }
        if !toAdd.isEmpty {
            let outcome = try await remote.addItems(toAdd, toRemoteList: account.id)
            try await store.recordItems(list.id, present: outcome.done, gone: [])
            report.sent += outcome.done.count
            refused(outcome, in: list)
        }
        if !toRemove.isEmpty {
            let outcome = try await remote.removeItems(toRemove, fromRemoteList: account.id)
            try await store.recordItems(list.id, present: [], gone: outcome.done)
            report.sent += outcome.done.count
            refused(outcome, in: list)
        }
    }

    private func refused(_ outcome: ListItemsOutcome, in list: SyncedUserList) {
        guard !outcome.failed.isEmpty else { return }
        log(
            String(
                format: ntr(
                    "TMDb refused %ld title of the list “%@”; the next sync sends it again.",
                    "TMDb refused %ld titles of the list “%@”; the next sync sends them again.", outcome.failed.count),
                outcome.failed.count, list.name))
    }

    /// Whether the account holds less than half of the linked lists, or a list less than half of the titles
    /// it held at the last sync.
    static func shrank(local: [SyncedUserList], account: [RemoteList]) -> Bool {
        let byID = Dictionary(account.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let linked = local.filter { $0.remoteID != nil }
        if linked.filter({ byID[$0.remoteID ?? 0] != nil }).count * 2 < linked.count { return true }
        return linked.contains { list in
            guard let held = list.remoteID.flatMap({ byID[$0] }) else { return false }
            return held.items.count * 2 < list.agreedCount
        }
    }
}

extension SyncedUserList {
    /// This list once linked to the account's `list` (nothing of it agreed yet but its name and description).
    fileprivate func linked(to list: RemoteList) -> SyncedUserList {
        SyncedUserList(
            id: id, remoteID: list.id, name: name, description: description, syncedName: list.name,
            syncedDescription: list.description, isDeleted: false, items: items, removed: removed)
    }
}
