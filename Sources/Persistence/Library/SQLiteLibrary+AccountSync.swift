import Catalog
import Foundation
import Localization

/// Account sync's side in the library: the three-way merge's state (see ``SyncPlan``) and the account's
/// details (`sync_account`: username, name, lastSyncAt, signInExpired). Credentials never come here.
extension SQLiteLibrary: AccountSyncStore {
    public func localSyncState() async throws -> LocalSyncState {
        try read { connection in
            var state = LocalSyncState()
            _ = try connection.query("SELECT kind, id, addedAt FROM watchlist") { row in
                guard let kind = WatchlistKind(rawValue: row.text(0)) else { return }
                let item = SyncItem.watchlist(kind, id: Int(row.int(1)))
                state.side.values[item] = SyncItem.onWatchlist
                state.side.changedAt[item] = row.double(2)
            }
            _ = try connection.query("SELECT kind, titleID, season, episode, value, ratedAt FROM rating") { row in
                guard
                    let title = TrackedTitleColumns.title(
                        kind: row.text(0), id: row.int(1), season: row.int(2),
                        episode: row.int(3))
                else { return }
                state.side.values[.rating(title)] = Int(row.int(4))
                state.side.changedAt[.rating(title)] = row.double(5)
            }
            _ = try connection.query("SELECT kind, id, removedAt FROM watchlist_removal") { row in
                guard let kind = WatchlistKind(rawValue: row.text(0)) else { return }
                state.removedAt[.watchlist(kind, id: Int(row.int(1)))] = row.double(2)
            }
            _ = try connection.query("SELECT kind, titleID, season, episode, removedAt FROM rating_removal") { row in
                guard
                    let title = TrackedTitleColumns.title(
                        kind: row.text(0), id: row.int(1), season: row.int(2),
                        episode: row.int(3))
                else { return }
                state.removedAt[.rating(title)] = row.double(4)
            }
            _ = try connection.query("SELECT list, kind, titleID, season, episode, value FROM sync_base") { row in
                guard
                    let item = SyncItemColumns.item(
                        list: row.text(0), kind: row.text(1), id: row.int(2),
                        season: row.int(3), episode: row.int(4))
                else { return }
                state.base[item] = Int(row.int(5))
            }
            state.lastSyncAt = try accountValue("lastSyncAt", connection).flatMap(Double.init)
            return state
        }
    }

    public func applyFromAccount(_ changes: [SyncChange], expected: [SyncItem: Int]) async throws -> [SyncChange] {
        guard !changes.isEmpty else { return [] }
        return try write(failure: tr("The changes from your TMDb account could not be saved.")) { connection in
            var applied: [SyncChange] = []
            for change in changes where try localValue(change.item, connection) == expected[change.item] {
                try setLocal(change, connection)
                try setBase(change, connection)
                applied.append(change)
            }
            return applied
        }
    }

    public func recordAgreement(_ changes: [SyncChange]) async throws {
        guard !changes.isEmpty else { return }
        try write(failure: tr("The sync state could not be saved.")) { connection in
            for change in changes { try setBase(change, connection) }
        }
    }

    public func finishSync(startedAt: Double) async throws {
        try write(failure: tr("The sync state could not be saved.")) { connection in
            try connection.run("DELETE FROM watchlist_removal WHERE removedAt <= ?", [.real(startedAt)])
            try connection.run("DELETE FROM rating_removal WHERE removedAt <= ?", [.real(startedAt)])
            try setAccountValue("lastSyncAt", String(startedAt), connection)
            try connection.run("DELETE FROM sync_account WHERE key = 'signInExpired'")
        }
    }

    // MARK: The account

    /// The account the library syncs with; nil when none is signed in.
    public func accountStatus() async throws -> AccountStatus? {
        try read { connection in
            guard let username = try accountValue("username", connection) else { return nil }
            return AccountStatus(
                username: username, name: try accountValue("name", connection) ?? "",
                lastSyncAt: try accountValue("lastSyncAt", connection).flatMap(Double.init),
                signInExpired: try accountValue("signInExpired", connection) != nil)
        }
    }

    /// Remembers the signed-in account. Another account than the last one starts from a first sync (its
    /// base is forgotten); the same one keeps merging from where it was.
    public func signedIn(username: String, name: String) async throws {
        try write(failure: tr("The sync state could not be saved.")) { connection in
            if try accountValue("username", connection) != username {
                try connection.run("DELETE FROM sync_base")
                try connection.run("DELETE FROM sync_account")
            }
            try setAccountValue("username", username, connection)
            try setAccountValue("name", name, connection)
            try connection.run("DELETE FROM sync_account WHERE key = 'signInExpired'")
        }
    }

    /// TMDb refused the saved sign-in: the user must sign in again.
    public func markSignInExpired() async throws {
        try write(failure: tr("The sync state could not be saved.")) { connection in
            try setAccountValue("signInExpired", "1", connection)
        }
    }

    /// Forgets the account and what it agreed on (the library's items stay).
    public func signedOut() async throws {
        try write(failure: tr("The sync state could not be saved.")) { connection in
            try connection.run("DELETE FROM sync_base")
            try connection.run("DELETE FROM sync_account")
        }
    }

    // MARK: Rows

    private func accountValue(_ key: String, _ connection: SQLiteConnection) throws -> String? {
        try connection.query("SELECT value FROM sync_account WHERE key = ?", [.text(key)]) { $0.text(0) }.first
    }

    private func setAccountValue(_ key: String, _ value: String, _ connection: SQLiteConnection) throws {
        try connection.run(
            "INSERT OR REPLACE INTO sync_account (key, value) VALUES (?, ?)", [.text(key), .text(value)])
    }

    private func localValue(_ item: SyncItem, _ connection: SQLiteConnection) throws -> Int? {
        switch item {
        case .watchlist(let kind, let id):
            try connection.query(
                "SELECT 1 FROM watchlist WHERE kind = ? AND id = ?",
                [.text(kind.rawValue), .integer(Int64(id))]
            ) { _ in SyncItem.onWatchlist }.first
        case .rating(let title):
            try connection.query(
                "SELECT value FROM rating WHERE kind = ? AND titleID = ? AND season = ? AND episode = ?",
                TrackedTitleColumns(title).values
            ) { Int($0.int(0)) }.first
        }
    }

    /// Sets the library's value of an item as the account has it: no removal is remembered (it came from
    /// the account), and an earlier one is forgotten.
    private func setLocal(_ change: SyncChange, _ connection: SQLiteConnection) throws {
        switch change.item {
        case .watchlist(let kind, let id):
            let key: [SQLiteValue] = [.text(kind.rawValue), .integer(Int64(id))]
            if change.value == nil {
                try connection.run("DELETE FROM watchlist WHERE kind = ? AND id = ?", key)
            } else {
                try connection.run(
                    "INSERT OR IGNORE INTO watchlist (kind, id, addedAt) VALUES (?, ?, ?)",
                    key + [.real(now())])
            }
            try connection.run("DELETE FROM watchlist_removal WHERE kind = ? AND id = ?", key)
        case .rating(let title):
            let key = TrackedTitleColumns(title).values
            if let value = change.value {
                try connection.run(
                    "INSERT OR REPLACE INTO rating (kind, titleID, season, episode, value, ratedAt) "
                        + "VALUES (?, ?, ?, ?, ?, ?)", key + [.integer(Int64(value)), .real(now())])
            } else {
                try connection.run(
                    "DELETE FROM rating WHERE kind = ? AND titleID = ? AND season = ? AND episode = ?",
                    key)
            }
            try connection.run(
                "DELETE FROM rating_removal WHERE kind = ? AND titleID = ? AND season = ? AND episode = ?",
                key)
        }
    }

    private func setBase(_ change: SyncChange, _ connection: SQLiteConnection) throws {
        let columns = SyncItemColumns(change.item)
        let key: [SQLiteValue] = [.text(columns.list)] + columns.titleValues
        if let value = change.value {
            try connection.run(
                "INSERT OR REPLACE INTO sync_base (list, kind, titleID, season, episode, value) "
                    + "VALUES (?, ?, ?, ?, ?, ?)", key + [.integer(Int64(value))])
        } else {
            try connection.run(
                "DELETE FROM sync_base WHERE list = ? AND kind = ? AND titleID = ? AND season = ? "
                    + "AND episode = ?", key)
        }
    }
}
