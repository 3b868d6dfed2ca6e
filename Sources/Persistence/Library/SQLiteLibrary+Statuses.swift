import Catalog
import Localization

/// The statuses the user set on series (`title_status`) and the hidden titles (`hidden_title`).
extension SQLiteLibrary {
    public func setStatus(_ status: LibraryStatus?, of title: LibraryTitle) async throws(ListError) {
        if let status {
            guard status.isUserSet else { throw .statusNotSettable(status) }
            guard title.kind == .tvSeries else { throw .statusOnlyForSeries }
        }
        let time = now()
        try changeLists { connection in
            guard let status else {
                try connection.run("DELETE FROM title_status WHERE kind = ? AND id = ?", Self.columns(title))
                return
            }
            try connection.run(
                "INSERT INTO title_status (kind, id, status, changedAt) VALUES (?, ?, ?, ?) "
                    + "ON CONFLICT (kind, id) DO UPDATE SET status = excluded.status, changedAt = excluded.changedAt "
                    + "WHERE status != excluded.status",
                Self.columns(title) + [.text(status.rawValue), .real(time)])
        }
    }

    public func statuses() async throws(ListError) -> [TitleStatus] {
        try readLists { connection in try titleStatuses(connection) }
    }

    public func setHidden(_ hidden: Bool, _ titles: [LibraryTitle]) async throws(ListError) {
        let time = now()
        try changeLists { connection in
            for title in titles {
                if hidden {
                    try connection.run(
                        "INSERT OR IGNORE INTO hidden_title (kind, id, hiddenAt) VALUES (?, ?, ?)",
                        Self.columns(title) + [.real(time)])
                } else {
                    try connection.run("DELETE FROM hidden_title WHERE kind = ? AND id = ?", Self.columns(title))
                }
            }
        }
    }

    public func hiddenTitles() async throws(ListError) -> [HiddenTitle] {
        try readLists { connection in try hiddenTitleRows(connection) }
    }

    func titleStatuses(_ connection: SQLiteConnection) throws -> [TitleStatus] {
        try connection.query(
            "SELECT kind, id, status, changedAt FROM title_status ORDER BY changedAt DESC, rowid DESC"
        ) { row in
            guard let title = Self.title(kind: row.text(0), id: row.int(1)),
                let status = LibraryStatus(rawValue: row.text(2))
            else { return nil }
            return TitleStatus(title: title, status: status, changedAt: row.double(3))
        }.compactMap { $0 }
    }

    func hiddenTitleRows(_ connection: SQLiteConnection) throws -> [HiddenTitle] {
        try connection.query("SELECT kind, id, hiddenAt FROM hidden_title ORDER BY hiddenAt DESC, rowid DESC") { row in
            Self.title(kind: row.text(0), id: row.int(1)).map { HiddenTitle(title: $0, hiddenAt: row.double(2)) }
        }.compactMap { $0 }
    }
}
