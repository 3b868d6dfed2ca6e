/// The rows that can still be read from a damaged copy of the library: watchlist entries, plays, ratings,
/// follow choices, announced episodes, statuses, hidden titles, lists and their items (each table read on its
/// own, so one damaged table does not lose the others). Baselines of new-episode announcements are kept only when every announced episode could be
/// read: otherwise the next refresh records new baselines instead of announcing old episodes again.
struct LibrarySalvage {
    private(set) var watchlist: [[SQLiteValue]] = []
    private(set) var plays: [[SQLiteValue]] = []
    private(set) var ratings: [[SQLiteValue]] = []
    private(set) var follows: [[SQLiteValue]] = []
    private(set) var announcements: [[SQLiteValue]] = []
    private(set) var baselines: [[SQLiteValue]] = []
    private(set) var statuses: [[SQLiteValue]] = []
    private(set) var hidden: [[SQLiteValue]] = []
    private(set) var lists: [[SQLiteValue]] = []
    private(set) var listItems: [[SQLiteValue]] = []

    init(copy: String) {
        guard let damaged = try? SQLiteConnection(path: copy, readOnly: true) else { return }
        watchlist =
            Self.rows(
                damaged, "SELECT kind, id, addedAt FROM watchlist WHERE kind IN ('movie', 'tvSeries')",
                columns: [.text, .integer, .real]
            ).rows
        plays =
            Self.rows(
                damaged, "SELECT id, kind, titleID, season, episode, watchedAt FROM play",
                columns: [.integer, .text, .integer, .integer, .integer, .real]
            ).rows
        ratings =
            Self.rows(
                damaged, "SELECT kind, titleID, season, episode, value, ratedAt FROM rating",
                columns: [.text, .integer, .integer, .integer, .integer, .real]
            ).rows
        follows =
            Self.rows(
                damaged, "SELECT seriesID, following, changedAt FROM follow",
                columns: [.integer, .integer, .real]
            ).rows
        let announced = Self.rows(
            damaged, "SELECT seriesID, season, episode, announcedAt FROM announced_episode",
            columns: [.integer, .integer, .integer, .real])
        announcements = announced.rows
        if announced.isComplete {
            baselines =
                Self.rows(
                    damaged, "SELECT seriesID, recordedAt FROM announcement_baseline",
                    columns: [.integer, .real]
                ).rows
        }
        statuses =
            Self.rows(
                damaged, "SELECT kind, id, status, changedAt FROM title_status",
                columns: [.text, .integer, .text, .real]
            ).rows
        hidden =
            Self.rows(damaged, "SELECT kind, id, hiddenAt FROM hidden_title", columns: [.text, .integer, .real]).rows
        lists =
            Self.rows(
                damaged,
                "SELECT id, name, description, createdAt, updatedAt, remoteID, syncedName, syncedDescription, "
                    + "deletedAt FROM user_list",
                columns: [
                    .integer, .text, .text, .real, .real, .optionalInteger, .optionalText, .optionalText,
                    .optionalReal,
                ]
            ).rows
        listItems =
            Self.rows(
                damaged, "SELECT listID, kind, titleID, addedAt, synced, removedAt FROM user_list_item",
                columns: [.integer, .text, .integer, .real, .integer, .optionalReal]
            ).rows
    }

    /// Inserts the salvaged rows into a freshly migrated library (rows its constraints refuse are skipped).
    func insert(into library: SQLiteConnection) throws {
        for row in watchlist {
            try library.run("INSERT OR IGNORE INTO watchlist (kind, id, addedAt) VALUES (?, ?, ?)", row)
        }
        for row in plays {
            try library.run(
                "INSERT OR IGNORE INTO play (id, kind, titleID, season, episode, watchedAt) "
                    + "VALUES (?, ?, ?, ?, ?, ?)", row)
        }
        for row in ratings {
            try library.run(
                "INSERT OR IGNORE INTO rating (kind, titleID, season, episode, value, ratedAt) "
                    + "VALUES (?, ?, ?, ?, ?, ?)", row)
        }
        for row in follows {
            try library.run("INSERT OR IGNORE INTO follow (seriesID, following, changedAt) VALUES (?, ?, ?)", row)
        }
        for row in announcements {
            try library.run(
                "INSERT OR IGNORE INTO announced_episode (seriesID, season, episode, announcedAt) "
                    + "VALUES (?, ?, ?, ?)", row)
        }
        for row in baselines {
            try library.run("INSERT OR IGNORE INTO announcement_baseline (seriesID, recordedAt) VALUES (?, ?)", row)
        }
        for row in statuses {
            try library.run("INSERT OR IGNORE INTO title_status (kind, id, status, changedAt) VALUES (?, ?, ?, ?)", row)
        }
        for row in hidden {
            try library.run("INSERT OR IGNORE INTO hidden_title (kind, id, hiddenAt) VALUES (?, ?, ?)", row)
        }
        for row in lists {
            try library.run(
                "INSERT OR IGNORE INTO user_list (id, name, description, createdAt, updatedAt, remoteID, syncedName, "
                    + "syncedDescription, deletedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
        }
        // Items of a list that was lost are skipped (the foreign key refuses them).
        for row in listItems {
            try library.run(
                "INSERT OR IGNORE INTO user_list_item (listID, kind, titleID, addedAt, synced, removedAt) "
                    + "SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM user_list WHERE id = ?1)", row)
        }
    }

    private enum Column { case text, integer, real, optionalText, optionalInteger, optionalReal }

    /// The rows readable before the first damaged page (none when the table is missing), and whether the
    /// whole table could be read.
    private static func rows(_ db: SQLiteConnection, _ sql: String, columns: [Column])
        -> (rows: [[SQLiteValue]], isComplete: Bool)
    {
        var rows: [[SQLiteValue]] = []
        let read: [Void]? = try? db.query(sql) { row in
            rows.append(
                columns.enumerated().map { index, column in
                    let index = Int32(index)
                    switch column {
                    case .text: return .text(row.text(index))
                    case .integer: return .integer(row.int(index))
                    case .real: return .real(row.double(index))
                    case .optionalText: return row.isNull(index) ? .null : .text(row.text(index))
                    case .optionalInteger: return row.isNull(index) ? .null : .integer(row.int(index))
                    case .optionalReal: return row.isNull(index) ? .null : .real(row.double(index))
                    }
                })
        }
        return (rows, read != nil)
    }
}
