import Catalog
import Foundation
import Localization
import Logging

/// Opens the library file, and handles a damaged, unusable or newer one without losing user data.
struct LibraryOpener {
    /// The connection to use (nil: the library is refused, `problem` says why), and what to tell the user
    /// when a damaged file was recovered (`notice`: the library works).
    struct Opened {
        let connection: SQLiteConnection?
        let problem: CatalogError?
        let notice: String?
    }

    let path: String

    /// The library's schema, version by version. A new version adds a migration; released ones never change.
    static var migrator: Migrator {
        var migrator = Migrator()
        migrator.register(version: 1) { db in
            try db.execute(
                "CREATE TABLE watchlist (kind TEXT NOT NULL CHECK (kind IN ('movie', 'tvSeries')), "
                    + "id INTEGER NOT NULL, addedAt REAL NOT NULL, PRIMARY KEY (kind, id))")
            try db.execute("CREATE INDEX watchlist_addedAt ON watchlist (addedAt)")
            try db.execute("CREATE TABLE recent_search (position INTEGER PRIMARY KEY, query TEXT NOT NULL)")
        }
        migrator.register(version: 2) { db in
            // Plays of movies and episodes (season/episode 0 for movies); ratings of movies, series, episodes.
            // AUTOINCREMENT: a removed play's id is never given to a new one, so Undo restores only its own.
            try db.execute(
                "CREATE TABLE play (id INTEGER PRIMARY KEY AUTOINCREMENT, "
                    + "kind TEXT NOT NULL CHECK (kind IN ('movie', 'episode')), titleID INTEGER NOT NULL, "
                    + "season INTEGER NOT NULL DEFAULT 0, episode INTEGER NOT NULL DEFAULT 0, "
                    + "watchedAt REAL NOT NULL)")
            try db.execute("CREATE INDEX play_title ON play (kind, titleID, season, episode)")
            try db.execute("CREATE INDEX play_watchedAt ON play (watchedAt)")
            try db.execute(
                "CREATE TABLE rating (kind TEXT NOT NULL CHECK (kind IN ('movie', 'tvSeries', 'episode')), "
                    + "titleID INTEGER NOT NULL, season INTEGER NOT NULL DEFAULT 0, "
                    + "episode INTEGER NOT NULL DEFAULT 0, "
                    + "value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 10), ratedAt REAL NOT NULL, "
                    + "PRIMARY KEY (kind, titleID, season, episode))")
        }
        migrator.register(version: 3) { db in
            // The user's follow choices (see FollowedSeries), and what new-episode notifications announced:
            // a series' baseline (its first refresh since it was followed) and every announced episode.
            try db.execute(
                "CREATE TABLE follow (seriesID INTEGER PRIMARY KEY, "
                    + "following INTEGER NOT NULL CHECK (following IN (0, 1)), changedAt REAL NOT NULL)")
            try db.execute(
                "CREATE TABLE announcement_baseline (seriesID INTEGER PRIMARY KEY, recordedAt REAL NOT NULL)")
            try db.execute(
                "CREATE TABLE announced_episode (seriesID INTEGER NOT NULL, season INTEGER NOT NULL, "
                    + "episode INTEGER NOT NULL, announcedAt REAL NOT NULL, "
                    + "PRIMARY KEY (seriesID, season, episode))")
        }
        migrator.register(version: 4) { db in
            // Imports find a play by its title and time: one index lookup instead of a scan of the title's plays.
            try db.execute("CREATE INDEX play_title_time ON play (kind, titleID, season, episode, watchedAt)")
            try db.execute("DROP INDEX play_title")
        }
        migrator.register(version: 5) { db in
            // Account sync (see SQLiteLibrary+AccountSync): removals made in Popcorn and when (tombstones),
            // what the library and the TMDb account agreed on at the last sync, and the account's details.
            try db.execute(
                "CREATE TABLE watchlist_removal (kind TEXT NOT NULL, id INTEGER NOT NULL, "
                    + "removedAt REAL NOT NULL, PRIMARY KEY (kind, id))")
            try db.execute(
                "CREATE TABLE rating_removal (kind TEXT NOT NULL, titleID INTEGER NOT NULL, "
                    + "season INTEGER NOT NULL DEFAULT 0, episode INTEGER NOT NULL DEFAULT 0, "
                    + "removedAt REAL NOT NULL, PRIMARY KEY (kind, titleID, season, episode))")
            try db.execute(
                "CREATE TABLE sync_base (list TEXT NOT NULL CHECK (list IN ('watchlist', 'rating')), "
                    + "kind TEXT NOT NULL, titleID INTEGER NOT NULL, season INTEGER NOT NULL DEFAULT 0, "
                    + "episode INTEGER NOT NULL DEFAULT 0, value INTEGER NOT NULL, "
                    + "PRIMARY KEY (list, kind, titleID, season, episode))")
            try db.execute("CREATE TABLE sync_account (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        }
        migrator.register(version: 6) { db in
            // Statuses set by the user on series, and hidden titles (local only: TMDb has no such thing).
            try db.execute(
                "CREATE TABLE title_status (kind TEXT NOT NULL CHECK (kind = 'tvSeries'), id INTEGER NOT NULL, "
                    + "status TEXT NOT NULL CHECK (status IN ('on-hold', 'dropped')), changedAt REAL NOT NULL, "
                    + "PRIMARY KEY (kind, id))")
            try db.execute(
                "CREATE TABLE hidden_title (kind TEXT NOT NULL CHECK (kind IN ('movie', 'tvSeries')), "
                    + "id INTEGER NOT NULL, hiddenAt REAL NOT NULL, PRIMARY KEY (kind, id))")
            // The user's lists (see SQLiteLibrary+Lists). AUTOINCREMENT: a deleted list's id is never reused, so
            // Undo and `library/list/ID` name only their own. For the TMDb list sync: `remoteID` is the account's
            // list (NULL: never on the account); `syncedName`/`syncedDescription` what both sides agreed on at
            // the last sync (NULL: never synced), so a rename is pending while they differ; `deletedAt` is the
            // tombstone of a deleted list the account has (one it never had is deleted at once).
            try db.execute(
                "CREATE TABLE user_list (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, "
                    + "description TEXT NOT NULL DEFAULT '', createdAt REAL NOT NULL, updatedAt REAL NOT NULL, "
                    + "remoteID INTEGER UNIQUE, syncedName TEXT, syncedDescription TEXT, deletedAt REAL)")
            // A list's titles. `synced` = 1: the account's list had it at the last sync (the sync's base);
            // `removedAt` is the tombstone of a removed title the account has (one it never had is deleted).
            // So an item's change is pending while `removedAt IS NULL` differs from `synced`.
            try db.execute(
                "CREATE TABLE user_list_item (listID INTEGER NOT NULL REFERENCES user_list (id) ON DELETE CASCADE, "
                    + "kind TEXT NOT NULL CHECK (kind IN ('movie', 'tvSeries')), titleID INTEGER NOT NULL, "
                    + "addedAt REAL NOT NULL, synced INTEGER NOT NULL DEFAULT 0 CHECK (synced IN (0, 1)), "
                    + "removedAt REAL, PRIMARY KEY (listID, kind, titleID))")
            try db.execute("CREATE INDEX user_list_item_title ON user_list_item (kind, titleID)")
        }
        migrator.register(version: 7) { db in
            // The notification choice of a followed series (see NotificationChoice): each episode, or one
            // notification when the whole season is out. Series followed before keep each episode;
            // `following` = 0 stays "Never".
            try db.execute(
                "ALTER TABLE follow ADD COLUMN notify TEXT NOT NULL DEFAULT 'episode' "
                    + "CHECK (notify IN ('episode', 'season'))")
        }
        migrator.register(version: 8) { db in
            // The series' own spoiler choices (see SpoilerChoiceRepository): hide (1) or show (0) its unwatched
            // episodes whatever Preferences say; a series without a row follows Preferences.
            try db.execute(
                "CREATE TABLE spoiler_choice (seriesID INTEGER PRIMARY KEY, "
                    + "hides INTEGER NOT NULL CHECK (hides IN (0, 1)), changedAt REAL NOT NULL)")
        }
        return migrator
    }

    /// Opens the library. Several processes may do this at once (the app, a command, the refresh timer):
    /// opening, migrating and recovering run one process at a time under an exclusive lock on
    /// `<path>.lock`, and the migrations run in one `BEGIN IMMEDIATE` transaction.
    /// - Parameter checkingIntegrity: whether an existing file is read through (`PRAGMA quick_check`) before
    ///   it is used; without it, damage that opening and migrating do not meet is found by
    ///   ``checkIntegrity(of:)`` later.
    func open(checkingIntegrity: Bool = true) -> Opened {
        let folder = (path as NSString).deletingLastPathComponent
        guard DatabaseFiles.ensureDirectory(folder) else {
            return refused(
                String(
                    format: tr("Popcorn cannot create its data folder %@, so nothing can be saved to the library."),
                    folder))
        }
        let lock = ExclusiveFileLock(path: path + ".lock")
        defer { lock?.release() }
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            let connection = try SQLiteConnection(path: path)
            // Before any pragma writes to the file.
            try Self.migrator.refuseNewerSchema(connection)
            try prepare(connection)
            if existed, checkingIntegrity { try Self.requireIntegrity(of: connection) }
            return Opened(connection: connection, problem: nil, notice: nil)
        } catch let error as NewerSchemaError {
            return refused(
                String(
                    format: tr(
                        "The library at %@ was written by a newer version of Popcorn (format %d; this version reads up to %d). It was left unchanged; update Popcorn to use it."
                    ),
                    path, error.found, error.known))
        } catch let error as SQLiteError where error.isCorruption {
            return recover(error)
        } catch {
            return refused(
                String(
                    format: tr("Popcorn cannot open its library %@ (%@), so nothing can be saved to it."),
                    path, "\(error)"))
        }
    }

    /// The damage in an open library, found by reading it through (`PRAGMA quick_check`: ~15 ms for 100,000
    /// plays); nil when it is sound or cannot be checked now.
    static func damage(in connection: SQLiteConnection) -> SQLiteError? {
        do {
            try requireIntegrity(of: connection)
            return nil
        } catch let error as SQLiteError where error.isCorruption {
            return error
        } catch {
            Log.warning("could not check the library \(connection.path): \(error)")
            return nil
        }
    }

    /// Recovers a library found damaged after it was opened without the check (``damage(in:)``) as
    /// ``open(checkingIntegrity:)`` recovers one, under the same lock. The caller has closed its connection
    /// first: the recovery moves the file.
    func recoverDamaged(_ error: SQLiteError) -> Opened {
        let lock = ExclusiveFileLock(path: path + ".lock")
        defer { lock?.release() }
        return recover(error)
    }

    private static func requireIntegrity(of connection: SQLiteConnection) throws {
        if try connection.scalarText("PRAGMA quick_check") != "ok" {
            throw SQLiteError(code: 11, message: "quick_check failed")
        }
    }

    @discardableResult
    private func prepare(_ connection: SQLiteConnection) throws -> SQLiteConnection {
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
        try Self.migrator.migrate(connection)
        return connection
    }

    /// Copies the damaged file aside (never deleting it), salvages readable rows into a fresh library.
    private func recover(_ error: SQLiteError) -> Opened {
        let copy = "\(path).damaged-\(DatabaseFiles.timestamp())"
        Log.warning("library \(path) is damaged (\(error.message)); copying it to \(copy)")
        do {
            for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
            }
        } catch {
            Log.warning("could not copy the damaged library aside: \(error)")
            return refused(
                String(
                    format: tr(
                        "The library file %@ is damaged and could not be backed up; it was left untouched, and nothing can be saved to it."
                    ),
                    path))
        }
        let salvaged = LibrarySalvage(copy: copy)
        let fresh = "\(path).new"
        do {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: fresh + suffix) }
            let rebuilt = try prepare(SQLiteConnection(path: fresh))
            try rebuilt.transaction { try salvaged.insert(into: rebuilt) }
            try rebuilt.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            if rename(fresh, path) != 0 { throw CatalogError.storage("rename failed") }
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: fresh + suffix) }
            let connection = try prepare(SQLiteConnection(path: path))
            let notice = String(
                format: tr(
                    "The library file was damaged. A copy was kept at %@; %d watchlist items and %d plays were recovered."
                ),
                copy, salvaged.watchlist.count, salvaged.plays.count)
            Log.warning(notice)
            return Opened(connection: connection, problem: nil, notice: notice)
        } catch {
            Log.warning("could not rebuild the library: \(error)")
            return refused(
                String(
                    format: tr(
                        "The library file was damaged. A copy was kept at %@, but a new library could not be created, so nothing can be saved to it."
                    ),
                    copy))
        }
    }

    /// No usable library: every read and write throws `message` (never an in-memory stand-in, which would
    /// acknowledge changes it cannot keep).
    private func refused(_ message: String) -> Opened {
        Log.warning(message)
        return Opened(connection: nil, problem: .storage(message), notice: nil)
    }
}
