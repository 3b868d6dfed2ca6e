import Catalog
import Localization

/// The lists, statuses and hidden titles in backups: read for ``SQLiteLibrary/contents()`` and merged by
/// ``SQLiteLibrary/merge(_:)`` in its transaction.
extension SQLiteLibrary {
    /// The live lists (oldest first, their items oldest first), the statuses and the hidden titles.
    func listsContents(_ connection: SQLiteConnection) throws -> (
        lists: [LibraryContents.ListRecord], statuses: [TitleStatus], hidden: [HiddenTitle]
    ) {
        var items: [Int64: [UserListItem]] = [:]
        _ = try connection.query(
            "SELECT listID, kind, titleID, addedAt FROM user_list_item WHERE removedAt IS NULL "
                + "ORDER BY addedAt, rowid"
        ) { row in
            guard let title = Self.title(kind: row.text(1), id: row.int(2)) else { return }
            items[row.int(0), default: []].append(UserListItem(title: title, addedAt: row.double(3)))
        }
        let lists = try connection.query(
            "SELECT id, name, description, createdAt FROM user_list WHERE deletedAt IS NULL ORDER BY createdAt, id"
        ) { row in
            LibraryContents.ListRecord(
                name: row.text(1), description: row.text(2), createdAt: row.double(3), items: items[row.int(0)] ?? [])
        }
        let statuses = try connection.query(
            "SELECT kind, id, status, changedAt FROM title_status ORDER BY changedAt, kind, id"
        ) { row -> TitleStatus? in
            guard let title = Self.title(kind: row.text(0), id: row.int(1)),
                let status = LibraryStatus(rawValue: row.text(2))
            else { return nil }
            return TitleStatus(title: title, status: status, changedAt: row.double(3))
        }
        let hidden = try connection.query("SELECT kind, id, hiddenAt FROM hidden_title ORDER BY hiddenAt, kind, id") {
            row in
            Self.title(kind: row.text(0), id: row.int(1)).map { HiddenTitle(title: $0, hiddenAt: row.double(2)) }
        }
        return (lists, statuses.compactMap { $0 }, hidden.compactMap { $0 })
    }

    /// Refuses contents the library cannot hold: a list name that is not valid, a status other than On Hold or
    /// Dropped, or one of a movie.
    static func checkListsContents(_ contents: LibraryContents) throws(CatalogError) {
        for list in contents.lists {
            do {
                _ = try UserListName.validated(list.name)
            } catch {
                throw .storage(error.userMessage + " (\(list.name))")
            }
        }
        for status in contents.statuses where !status.status.isUserSet || status.title.kind != .tvSeries {
            throw .storage(
                status.status.isUserSet
                    ? ListError.statusOnlyForSeries.userMessage : ListError.statusNotSettable(status.status).userMessage
            )
        }
    }

    /// Merges the lists (a list merges into the library's list of the same name, ignoring case; its items are the
    /// same when their titles are), the statuses (the newer one of a title wins) and the hidden titles.
    func mergeListsContents(
        _ contents: LibraryContents, into summary: inout MergeSummary, _ connection: SQLiteConnection
    ) throws {
        let time = now()
        for record in contents.lists {
            let name = record.name.trimmingCharacters(in: .whitespacesAndNewlines)
            let existing = try connection.query(
                "SELECT id FROM user_list WHERE deletedAt IS NULL AND name = ? COLLATE NOCASE ORDER BY id",
                [.text(name)]
            ) { $0.int(0) }.first
            let id: Int64
            if let existing {
                id = existing
                summary.lists.skipped += 1
                try connection.run(
                    "UPDATE user_list SET description = ? WHERE id = ? AND description = ''",
                    [.text(record.description), .integer(id)])
            } else {
                try connection.run(
                    "INSERT INTO user_list (name, description, createdAt, updatedAt) VALUES (?, ?, ?, ?)",
                    [.text(name), .text(record.description), .real(record.createdAt), .real(record.createdAt)])
                id = connection.lastInsertedRowID
                summary.lists.added += 1
            }
            var added = 0
            for item in record.items {
                try connection.run(
                    "INSERT INTO user_list_item (listID, kind, titleID, addedAt) VALUES (?1, ?2, ?3, ?4) "
                        + "ON CONFLICT (listID, kind, titleID) DO UPDATE SET removedAt = NULL, addedAt = ?4 "
                        + "WHERE removedAt IS NOT NULL",
                    [.integer(id)] + Self.columns(item.title) + [.real(item.addedAt)])
                if connection.changes > 0 { added += 1 } else { summary.listItems.skipped += 1 }
            }
            summary.listItems.added += added
            if existing != nil, added > 0 {
                try connection.run("UPDATE user_list SET updatedAt = ? WHERE id = ?", [.real(time), .integer(id)])
            }
        }
        for record in contents.statuses {
            try connection.run(
                "INSERT INTO title_status (kind, id, status, changedAt) VALUES (?, ?, ?, ?) "
                    + "ON CONFLICT (kind, id) DO UPDATE SET status = excluded.status, changedAt = excluded.changedAt "
                    + "WHERE excluded.changedAt > title_status.changedAt",
                Self.columns(record.title) + [.text(record.status.rawValue), .real(record.changedAt)])
            if connection.changes > 0 { summary.statuses.added += 1 } else { summary.statuses.skipped += 1 }
        }
        for record in contents.hidden {
            try connection.run(
                "INSERT OR IGNORE INTO hidden_title (kind, id, hiddenAt) VALUES (?, ?, ?)",
                Self.columns(record.title) + [.real(record.hiddenAt)])
            if connection.changes > 0 { summary.hidden.added += 1 } else { summary.hidden.skipped += 1 }
        }
    }
}
