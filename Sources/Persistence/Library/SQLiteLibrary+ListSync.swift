import Catalog
import Foundation
import Localization

/// The list sync's side in the library (see ``ListSync``), over the sync columns of `user_list`
/// (`remoteID`, `syncedName`, `syncedDescription`, `deletedAt`) and `user_list_item` (`synced`, `removedAt`)
/// described with the schema in ``LibraryOpener``.
extension SQLiteLibrary: ListSyncStore {
    public func listsForSync() async throws -> [SyncedUserList] {
        try read { connection in
            var items: [Int64: [LibraryTitle: Bool]] = [:]
            var removed: [Int64: Set<LibraryTitle>] = [:]
            _ = try connection.query("SELECT listID, kind, titleID, synced, removedAt FROM user_list_item") { row in
                guard let title = Self.title(kind: row.text(1), id: row.int(2)) else { return }
                if row.isNull(4) {
                    items[row.int(0), default: [:]][title] = row.int(3) == 1
                } else {
                    removed[row.int(0), default: []].insert(title)
                }
            }
            return try connection.query(
                "SELECT id, remoteID, name, description, syncedName, syncedDescription, deletedAt FROM user_list "
                    + "ORDER BY id"
            ) { row in
                SyncedUserList(
                    id: Int(row.int(0)), remoteID: row.isNull(1) ? nil : Int(row.int(1)), name: row.text(2),
                    description: row.text(3), syncedName: row.isNull(4) ? nil : row.text(4),
                    syncedDescription: row.isNull(5) ? nil : row.text(5), isDeleted: !row.isNull(6),
                    items: items[row.int(0)] ?? [:], removed: removed[row.int(0)] ?? [])
            }
        }
    }

    public func linkList(_ id: Int, remoteID: Int, name: String, description: String) async throws {
        try writeSync { connection in
            try connection.run(
                "UPDATE user_list SET remoteID = ?, syncedName = ?, syncedDescription = ? WHERE id = ?",
                [.integer(Int64(remoteID)), .text(name), .text(description), .integer(Int64(id))])
        }
    }

    public func importList(_ list: RemoteList) async throws {
        let time = now()
        try writeSync { connection in
            // The account's name is the agreed one: a name made unique here is a rename the next sync sends.
            let name = try uniqueListName(list.name, except: nil, connection)
            try connection.run(
                "INSERT INTO user_list (name, description, createdAt, updatedAt, remoteID, syncedName, "
                    + "syncedDescription) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    .text(name), .text(list.description), .real(time), .real(time), .integer(Int64(list.id)),
                    .text(list.name), .text(list.description),
                ])
            let id = SQLiteValue.integer(connection.lastInsertedRowID)
            for title in list.items {
                try connection.run(
                    "INSERT INTO user_list_item (listID, kind, titleID, addedAt, synced) VALUES (?, ?, ?, ?, 1)",
                    [id] + Self.columns(title) + [.real(time)])
            }
        }
    }

    public func forgetList(_ id: Int) async throws {
        try writeSync { connection in
            try connection.run("DELETE FROM user_list_item WHERE listID = ?", [.integer(Int64(id))])
            try connection.run("DELETE FROM user_list WHERE id = ?", [.integer(Int64(id))])
        }
    }

    public func applyListInfo(_ id: Int, name: String, description: String) async throws {
        let time = now()
        try writeSync { connection in
            let unique = try uniqueListName(name, except: id, connection)
            try connection.run(
                "UPDATE user_list SET name = ?, description = ?, syncedName = ?, syncedDescription = ?, "
                    + "updatedAt = ? WHERE id = ?",
                [.text(unique), .text(description), .text(name), .text(description), .real(time), .integer(Int64(id))])
        }
    }

    public func applyItems(_ id: Int, added: Set<LibraryTitle>, removed: Set<LibraryTitle>) async throws {
        let time = now()
        try writeSync { connection in
            let list = SQLiteValue.integer(Int64(id))
            for title in added {
                try connection.run(
                    "INSERT INTO user_list_item (listID, kind, titleID, addedAt, synced) VALUES (?1, ?2, ?3, ?4, 1) "
                        + "ON CONFLICT (listID, kind, titleID) DO UPDATE SET synced = 1",
                    [list] + Self.columns(title) + [.real(time)])
            }
            for title in removed {
                // Only a title still as agreed: one removed meanwhile is already a tombstone.
                try connection.run(
                    "DELETE FROM user_list_item WHERE listID = ? AND kind = ? AND titleID = ? AND synced = 1 "
                        + "AND removedAt IS NULL", [list] + Self.columns(title))
            }
            try connection.run("UPDATE user_list SET updatedAt = ? WHERE id = ?", [.real(time), list])
        }
    }

    public func recordItems(_ id: Int, present: Set<LibraryTitle>, gone: Set<LibraryTitle>) async throws {
        guard !present.isEmpty || !gone.isEmpty else { return }
        try writeSync { connection in
            let list = SQLiteValue.integer(Int64(id))
            for title in present {
                try connection.run(
                    "UPDATE user_list_item SET synced = 1 WHERE listID = ? AND kind = ? AND titleID = ? "
                        + "AND removedAt IS NULL", [list] + Self.columns(title))
            }
            for title in gone {
                try connection.run(
                    "DELETE FROM user_list_item WHERE listID = ? AND kind = ? AND titleID = ? "
                        + "AND removedAt IS NOT NULL", [list] + Self.columns(title))
            }
        }
    }

    public func resetItems(_ id: Int) async throws {
        try writeSync { connection in
            let list = SQLiteValue.integer(Int64(id))
            try connection.run("DELETE FROM user_list_item WHERE listID = ? AND removedAt IS NOT NULL", [list])
            try connection.run("UPDATE user_list_item SET synced = 0 WHERE listID = ?", [list])
        }
    }

    private func writeSync(_ body: (SQLiteConnection) throws -> Void) throws {
        try write(failure: tr("The lists from your TMDb account could not be saved."), body)
    }

    /// `name`, or `name (2)`, `name (3)`… when another live list has it (ignoring case).
    private func uniqueListName(_ name: String, except id: Int?, _ connection: SQLiteConnection) throws -> String {
        let taken = Set(
            try connection.query(
                "SELECT name FROM user_list WHERE deletedAt IS NULL AND id != ?", [.integer(Int64(id ?? -1))]
            ) { $0.text(0).lowercased() })
        let base = name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? tr("Untitled list") : name
        var candidate = base
        var number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = "\(base) (\(number))"
            number += 1
        }
        return candidate
    }
}
