import Catalog
import Foundation
import Localization

/// Opens the library file, and handles a damaged or unusable one without losing user data.
struct LibraryOpener {
    let path: String
    let log: @Sendable (String) -> Void

    static var migrator: Migrator {
        var migrator = Migrator()
        migrator.register(version: 1) { db in
            try db.execute("CREATE TABLE watchlist (kind TEXT NOT NULL CHECK (kind IN ('movie', 'tvSeries')), "
                           + "id INTEGER NOT NULL, addedAt REAL NOT NULL, PRIMARY KEY (kind, id))")
            try db.execute("CREATE INDEX watchlist_addedAt ON watchlist (addedAt)")
            try db.execute("CREATE TABLE recent_search (position INTEGER PRIMARY KEY, query TEXT NOT NULL)")
        }
        return migrator
    }

    /// The connection to use and the problem to report, if any.
    func open() -> (SQLiteConnection, CatalogError?) {
        let folder = (path as NSString).deletingLastPathComponent
        guard DatabaseFiles.ensureDirectory(folder) else {
            return inMemory(tr("Popcorn cannot create its data folder, so the watchlist will not be kept after you quit.")
                            + " (\(folder))")
        }
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            let connection = try prepare(SQLiteConnection(path: path))
            if existed, try connection.scalarText("PRAGMA quick_check") != "ok" {
                throw SQLiteError(code: 11, message: "quick_check failed")
            }
            return (connection, nil)
        } catch let error as SQLiteError where error.isCorruption {
            return recover(error)
        } catch {
            log("library \(path) cannot be opened: \(error)")
            return inMemory(tr("Popcorn cannot open its library, so watchlist changes will not be kept after you quit.")
                            + " (\(error))")
        }
    }

    private func prepare(_ connection: SQLiteConnection) throws -> SQLiteConnection {
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
        try Self.migrator.migrate(connection)
        return connection
    }

    /// Copies the damaged file aside (never deleting it), salvages readable rows into a fresh library.
    private func recover(_ error: SQLiteError) -> (SQLiteConnection, CatalogError?) {
        let copy = "\(path).damaged-\(DatabaseFiles.timestamp())"
        log("library \(path) is damaged (\(error.message)); copying it to \(copy)")
        do {
            for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
            }
        } catch {
            log("could not copy the damaged library aside: \(error)")
            return inMemory(tr("The library file is damaged and could not be backed up; it was left untouched. Watchlist changes will not be kept after you quit.")
                            + " (\(path))")
        }
        let salvaged = salvage(copy)
        let fresh = "\(path).new"
        do {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: fresh + suffix) }
            let rebuilt = try prepare(SQLiteConnection(path: fresh))
            try rebuilt.transaction {
                for entry in salvaged {
                    try rebuilt.run("INSERT OR IGNORE INTO watchlist (kind, id, addedAt) VALUES (?, ?, ?)",
                                    [.text(entry.kind.rawValue), .integer(Int64(entry.id)), .real(entry.addedAt)])
                }
            }
            try rebuilt.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            if rename(fresh, path) != 0 { throw CatalogError.storage("rename failed") }
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: fresh + suffix) }
            let connection = try prepare(SQLiteConnection(path: path))
            let message = String(format: tr("The library file was damaged. A copy was kept at %@; %d watchlist items were recovered."),
                                 copy, salvaged.count)
            return (connection, .storage(message))
        } catch {
            log("could not rebuild the library: \(error)")
            return inMemory(String(format: tr("The library file was damaged. A copy was kept at %@. Watchlist changes will not be kept after you quit."),
                                   copy))
        }
    }

    /// Whatever watchlist rows can still be read from a damaged copy.
    private func salvage(_ copy: String) -> [WatchlistEntry] {
        guard let damaged = try? SQLiteConnection(path: copy, readOnly: true) else { return [] }
        var entries: [WatchlistEntry] = []
        _ = try? damaged.query("SELECT kind, id, addedAt FROM watchlist") { row in
            if let kind = WatchlistKind(rawValue: row.text(0)) {
                entries.append(WatchlistEntry(kind: kind, id: Int(row.int(1)), addedAt: row.double(2)))
            }
        }
        return entries
    }

    private func inMemory(_ message: String) -> (SQLiteConnection, CatalogError?) {
        log(message)
        // An in-memory database cannot fail to open short of memory exhaustion.
        let connection = try! prepare(SQLiteConnection(path: ":memory:"))
        return (connection, .storage(message))
    }
}
