import Catalog
import Foundation
import Localization

/// The user's lists in the library (`user_list`, `user_list_item`; the columns the TMDb list sync reads are
/// described with the schema in ``LibraryOpener``). Deleted lists and removed items the account has are kept
/// as tombstones until the sync has told the account; everything here reads only the live ones.
extension SQLiteLibrary: ListsRepository {
    public func createList(name: String, description: String) async throws(ListError) -> UserList {
        let name = try UserListName.validated(name)
        let description = description.trimmingCharacters(in: .whitespacesAndNewlines)
        let time = now()
        return try changeLists { connection in
            try refuseDuplicate(name, except: nil, connection)
            try connection.run(
                "INSERT INTO user_list (name, description, createdAt, updatedAt) VALUES (?, ?, ?, ?)",
                [.text(name), .text(description), .real(time), .real(time)])
            return UserList(
                id: Int(connection.lastInsertedRowID), name: name, description: description, createdAt: time,
                updatedAt: time, itemCount: 0)
        }
    }

    public func renameList(_ id: Int, to name: String) async throws(ListError) {
        let name = try UserListName.validated(name)
        let time = now()
        try changeLists { connection in
            try requireList(id, connection)
            try refuseDuplicate(name, except: id, connection)
            try connection.run(
                "UPDATE user_list SET name = ?, updatedAt = ? WHERE id = ? AND name != ?",
                [.text(name), .real(time), .integer(Int64(id)), .text(name)])
        }
    }

    public func describeList(_ id: Int, as description: String) async throws(ListError) {
        let description = description.trimmingCharacters(in: .whitespacesAndNewlines)
        let time = now()
        try changeLists { connection in
            try requireList(id, connection)
            try connection.run(
                "UPDATE user_list SET description = ?, updatedAt = ? WHERE id = ? AND description != ?",
                [.text(description), .real(time), .integer(Int64(id)), .text(description)])
        }
    }

    public func deleteList(_ id: Int) async throws(ListError) -> DeletedList {
        let time = now()
        return try changeLists { connection in
            let list = try requireList(id, connection)
            let deleted = DeletedList(list: list, items: try listItems(id, connection))
            // A list the account has stays as a tombstone (with its items) until the sync deletes it there.
            try connection.run(
                "UPDATE user_list SET deletedAt = ? WHERE id = ? AND remoteID IS NOT NULL",
                [.real(time), .integer(Int64(id))])
            try connection.run(
                "DELETE FROM user_list WHERE id = ? AND remoteID IS NULL", [.integer(Int64(id))])
            return deleted
        }
    }

    public func restore(_ deleted: DeletedList) async throws(ListError) {
        let list = deleted.list
        let id = SQLiteValue.integer(Int64(list.id))
        try changeLists { connection in
            guard try liveList(list.id, connection) == nil else { return }
            try refuseDuplicate(list.name, except: list.id, connection)
            let tombstone = try connection.query("SELECT 1 FROM user_list WHERE id = ?", [id]) { _ in true }
            if tombstone.isEmpty {
                // Deleted outright (the account never had it, or the sync has deleted it there): made again.
                try connection.run(
                    "INSERT INTO user_list (id, name, description, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)",
                    [id, .text(list.name), .text(list.description), .real(list.createdAt), .real(list.updatedAt)])
                for item in deleted.items {
                    try connection.run(
                        "INSERT OR IGNORE INTO user_list_item (listID, kind, titleID, addedAt) VALUES (?, ?, ?, ?)",
                        [id] + Self.columns(item.title) + [.real(item.addedAt)])
                }
            } else {
                try connection.run("UPDATE user_list SET deletedAt = NULL WHERE id = ?", [id])
            }
        }
    }

    @discardableResult
    public func addToList(_ id: Int, _ titles: [LibraryTitle]) async throws(ListError) -> Int {
        let time = now()
        return try changeLists { connection in
            try requireList(id, connection)
            var added = 0
            for title in titles {
                try connection.run(
                    "INSERT INTO user_list_item (listID, kind, titleID, addedAt) VALUES (?1, ?2, ?3, ?4) "
                        + "ON CONFLICT (listID, kind, titleID) DO UPDATE SET removedAt = NULL, addedAt = ?4 "
                        + "WHERE removedAt IS NOT NULL",
                    [.integer(Int64(id))] + Self.columns(title) + [.real(time)])
                added += connection.changes
            }
            try touch(id, changed: added, at: time, connection)
            return added
        }
    }

    @discardableResult
    public func removeFromList(_ id: Int, _ titles: [LibraryTitle]) async throws(ListError) -> Int {
        let time = now()
        return try changeLists { connection in
            try requireList(id, connection)
            var removed = 0
            for title in titles {
                let key = [.integer(Int64(id))] + Self.columns(title)
                // A title the account has stays as a tombstone until the sync removes it there.
                try connection.run(
                    "UPDATE user_list_item SET removedAt = ? WHERE listID = ? AND kind = ? AND titleID = ? "
                        + "AND removedAt IS NULL AND synced = 1", [.real(time)] + key)
                removed += connection.changes
                try connection.run(
                    "DELETE FROM user_list_item WHERE listID = ? AND kind = ? AND titleID = ? "
                        + "AND removedAt IS NULL AND synced = 0", key)
                removed += connection.changes
            }
            try touch(id, changed: removed, at: time, connection)
            return removed
        }
    }

    public func lists() async throws(ListError) -> [UserList] {
        try readLists { connection in try liveLists(connection) }
    }

    public func list(_ id: Int) async throws(ListError) -> UserList? {
        try readLists { connection in try liveList(id, connection) }
    }

    public func items(ofList id: Int) async throws(ListError) -> [UserListItem] {
        try readLists { connection in
            guard try liveList(id, connection) != nil else { throw ListError.unknownList(String(id)) }
            return try listItems(id, connection)
        }
    }

    public nonisolated func listsChanges() -> AsyncStream<ListsSnapshot> {
        stream(
            { library, id, continuation in await library.startObservingLists(id, continuation) },
            stop: { library, id in await library.stopObservingLists(id) })
    }

    // MARK: Shared with statuses and hidden titles

    /// Runs `body` in one write transaction: a ``ListError`` it throws is rethrown as it is (and nothing is
    /// stored), a storage failure as ``ListError/library(_:)``.
    func changeLists<T>(_ body: (SQLiteConnection) throws -> T) throws(ListError) -> T {
        try keepingRefusals(of: body, writing: true)
    }

    /// Runs the read `body`, with the errors of ``changeLists(_:)``.
    func readLists<T>(_ body: (SQLiteConnection) throws -> T) throws(ListError) -> T {
        try keepingRefusals(of: body, writing: false)
    }

    /// Runs `body` in a write or a read: a ``ListError`` it throws comes out as it is, any other failure as
    /// ``ListError/library(_:)``.
    private func keepingRefusals<T>(of body: (SQLiteConnection) throws -> T, writing: Bool) throws(ListError) -> T {
        var refusal: ListError?
        func refusing(_ connection: SQLiteConnection) throws -> T {
            do {
                return try body(connection)
            } catch let error as ListError {
                refusal = error
                throw error
            }
        }
        do {
            return try writing ? write(failure: tr("The lists could not be saved."), refusing) : read(refusing)
        } catch {
            throw refusal ?? .library(error)
        }
    }

    /// The `kind` and `titleID` columns of `title`.
    static func columns(_ title: LibraryTitle) -> [SQLiteValue] {
        [.text(title.kind.rawValue), .integer(Int64(title.id))]
    }

    /// The title the `kind` and `titleID` columns store; nil for an unknown kind.
    static func title(kind: String, id: Int64) -> LibraryTitle? {
        WatchlistKind(rawValue: kind).map { LibraryTitle($0, id: Int(id)) }
    }

    /// Everything the user set by hand, read in one go (what observers of the lists receive).
    func listsSnapshot() throws -> ListsSnapshot {
        let connection = try connection
        var items: [Int: [UserListItem]] = [:]
        _ = try connection.query(
            "SELECT i.listID, i.kind, i.titleID, i.addedAt FROM user_list_item i JOIN user_list l ON l.id = i.listID "
                + "WHERE i.removedAt IS NULL AND l.deletedAt IS NULL ORDER BY i.addedAt DESC, i.rowid DESC"
        ) { row in
            guard let title = Self.title(kind: row.text(1), id: row.int(2)) else { return }
            items[Int(row.int(0)), default: []].append(UserListItem(title: title, addedAt: row.double(3)))
        }
        return ListsSnapshot(
            lists: try liveLists(connection), items: items, statuses: try titleStatuses(connection),
            hidden: try hiddenTitleRows(connection))
    }

    // MARK: Rows

    private static let listColumns =
        "SELECT l.id, l.name, l.description, l.createdAt, l.updatedAt, "
        + "(SELECT COUNT(*) FROM user_list_item i WHERE i.listID = l.id AND i.removedAt IS NULL) FROM user_list l "
        + "WHERE l.deletedAt IS NULL"

    private static func userList(_ row: SQLiteStatement) -> UserList {
        UserList(
            id: Int(row.int(0)), name: row.text(1), description: row.text(2), createdAt: row.double(3),
            updatedAt: row.double(4), itemCount: Int(row.int(5)))
    }

    private func liveLists(_ connection: SQLiteConnection) throws -> [UserList] {
        try connection.query(Self.listColumns + " ORDER BY l.name COLLATE NOCASE, l.id", row: Self.userList)
    }

    private func liveList(_ id: Int, _ connection: SQLiteConnection) throws -> UserList? {
        try connection.query(Self.listColumns + " AND l.id = ?", [.integer(Int64(id))], row: Self.userList).first
    }

    @discardableResult
    private func requireList(_ id: Int, _ connection: SQLiteConnection) throws -> UserList {
        guard let list = try liveList(id, connection) else { throw ListError.unknownList(String(id)) }
        return list
    }

    private func listItems(_ id: Int, _ connection: SQLiteConnection) throws -> [UserListItem] {
        try connection.query(
            "SELECT kind, titleID, addedAt FROM user_list_item WHERE listID = ? AND removedAt IS NULL "
                + "ORDER BY addedAt DESC, rowid DESC", [.integer(Int64(id))]
        ) { row in
            Self.title(kind: row.text(0), id: row.int(1)).map { UserListItem(title: $0, addedAt: row.double(2)) }
        }.compactMap { $0 }
    }

    /// Refuses `name` when another live list has it (ignoring case).
    private func refuseDuplicate(_ name: String, except id: Int?, _ connection: SQLiteConnection) throws {
        let taken = try connection.query(
            "SELECT name FROM user_list WHERE deletedAt IS NULL AND name = ? COLLATE NOCASE AND id != ?",
            [.text(name), .integer(Int64(id ?? -1))]
        ) { $0.text(0) }
        if let existing = taken.first { throw ListError.duplicateName(existing) }
    }

    private func touch(_ id: Int, changed: Int, at time: Double, _ connection: SQLiteConnection) throws {
        guard changed > 0 else { return }
        try connection.run("UPDATE user_list SET updatedAt = ? WHERE id = ?", [.real(time), .integer(Int64(id))])
    }

    private func startObservingLists(_ id: UUID, _ continuation: AsyncStream<ListsSnapshot>.Continuation) {
        if case .terminated = continuation.yield((try? listsSnapshot()) ?? ListsSnapshot()) { return }
        listsObservers.add(id, continuation)
        startWatching()
    }

    private func stopObservingLists(_ id: UUID) {
        listsObservers.remove(id)
    }
}
