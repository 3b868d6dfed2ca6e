import AppEnvironment
import CSQLite
import Catalog
import Foundation
import Logging
import Synchronization

/// The catalog cache: `cache.sqlite` in the cache folder, one table per resource (``CatalogResource/cacheTable``,
/// created the first time the resource is read or written) with `cachedAt`, each value in the compact
/// binary form of ``CachePayload``.
///
/// It is only a cache: a damaged file is moved aside and recreated; a folder or disk that cannot be
/// written leaves the app without caching (one logged warning), never failing a request.
///
/// Reads and writes are synchronous under a lock, on the caller's executor: a warm read (one prepared
/// `SELECT`, the payload decoded in place) costs a few microseconds, less than a hop to another executor.
public final class SQLiteCatalogCache: CatalogCache {
    /// Entries older than this are deleted when the cache opens (expired ones stay for offline use until then).
    public static let retention: Double = 30 * 24 * 60 * 60

    /// Where the file is.
    public let path: String
    private let namespace: String
    /// The connection (nil once caching is off) and the tables known on it.
    private let state: Mutex<State>

    /// The connection and, per resource, its table's read statement slot on it.
    private struct State {
        var connection: SQLiteConnection?
        /// Each resource type's slot: its table's, looked up by type (no table name is built or hashed per read).
        var slots: [ObjectIdentifier: Int] = [:]
        /// The table of each slot; a table is created on this connection when it gets its slot.
        var tables: [String] = []

        init(connection: SQLiteConnection?) {
            self.connection = connection
        }

        /// The slot of `Resource`'s table, creating the table on first use.
        mutating func slot<Resource: CatalogResource>(of resource: Resource.Type, in database: SQLiteConnection) throws
            -> Int
        {
            if let slot = slots[ObjectIdentifier(resource)] { return slot }
            let table = Resource.cacheTable
            let slot: Int
            if let existing = tables.firstIndex(of: table) {
                slot = existing
            } else {
                try SQLiteCatalogCache.createTable(table, in: database)
                slot = tables.count
                tables.append(table)
            }
            slots[ObjectIdentifier(resource)] = slot
            return slot
        }

        /// A new connection (or none): its tables are found again on first use.
        mutating func replace(with connection: SQLiteConnection?) {
            self.connection = connection
            slots = [:]
            tables = []
        }
    }

    /// Opens (creating, migrating or recreating as needed) the cache at `path`.
    ///
    /// - Parameter namespace: separates entries that differ by more than their key, e.g. the language
    ///   ("de-DE"): a changed language never shows the old language's cached text.
    public init(path: String, namespace: String, now: Double = Date().timeIntervalSince1970) {
        self.path = path
        self.namespace = namespace
        let opened = Self.open(path: path)
        if let opened {
            for table in Self.tables(in: opened) {
                try? opened.run("DELETE FROM \(table) WHERE cachedAt < ?", [.real(now - Self.retention)])
            }
        }
        state = Mutex(State(connection: opened))
    }

    /// `<cache folder>/cache.sqlite`.
    public static func defaultPath(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileName: String = "cache.sqlite"
    ) -> String {
        UserFolders(environment: environment).cache + "/" + fileName
    }

    /// Whether entries are being cached (false after the folder or disk turned out unwritable).
    public var isEnabled: Bool { state.withLock { $0.connection != nil } }

    public nonisolated(nonsending) func entry<Resource: CatalogResource, Value: Decodable & Sendable>(
        _ type: Value.Type, of resource: Resource.Type, key: String
    ) async -> CacheEntry<Value>? {
        state.withLock { state in
            guard let database = state.connection else { return nil }
            do {
                let slot = try state.slot(of: resource, in: database)
                return try read(Value.self, table: state.tables[slot], slot: slot, key: key, in: database)
            } catch let error as SQLiteError {
                handle(error, state: &state)
                return nil
            } catch {
                return nil
            }
        }
    }

    public nonisolated(nonsending) func store<Resource: CatalogResource>(
        _ value: Resource.Value, of resource: Resource.Type, key: String, cachedAt: Double
    ) async throws {
        let payload = try CachePayload.encode(value)
        try state.withLock { state in
            guard let database = state.connection else { return }
            do {
                let slot = try state.slot(of: resource, in: database)
                try write(payload, table: state.tables[slot], key: key, cachedAt: cachedAt, in: database)
            } catch let error as SQLiteError {
                handle(error, state: &state)
                throw CatalogError.storage(error.description)
            }
        }
    }

    /// The entry under `key` in `table` (its read statement in `slot`); an undecodable entry is deleted.
    private func read<Value: Decodable & Sendable>(
        _ type: Value.Type, table: String, slot: Int, key: String,
        in database: SQLiteConnection
    ) throws -> CacheEntry<Value>? {
        let statement = try database.statement(slot: slot, Self.selectSQL(table))
        try statement.bind(text: key, at: 1)
        try statement.bind(text: namespace, at: 2)
        defer { sqlite3_reset(statement.handle) }
        guard try statement.step() else { return nil }
        let cachedAt = statement.double(1)
        if let value = try? statement.withBlob(0, { try CachePayload.decode(Value.self, from: $0) }) {
            return CacheEntry(value: value, cachedAt: cachedAt)
        }
        sqlite3_reset(statement.handle)
        try? database.run("DELETE FROM \(table) WHERE key = ? AND namespace = ?", [.text(key), .text(namespace)])
        return nil
    }

    private func write(
        _ payload: [UInt8], table: String, key: String, cachedAt: Double,
        in database: SQLiteConnection
    ) throws {
        try database.run(
            """
            INSERT INTO \(table) (key, namespace, payload, cachedAt) VALUES (?, ?, ?, ?)
            ON CONFLICT (key, namespace) DO UPDATE SET payload = excluded.payload, cachedAt = excluded.cachedAt
            """, [.text(key), .text(namespace), .blob(Data(payload)), .real(cachedAt)])
    }

    /// Deletes every entry (all namespaces).
    public func removeAll() {
        state.withLock { state in
            guard let database = state.connection else { return }
            for table in Self.tables(in: database) { try? database.run("DELETE FROM \(table)") }
        }
    }

    /// Caps the file at `pages` database pages, as a full disk would (tests).
    func limitSize(pages: Int) throws {
        try state.withLock { try $0.connection?.execute("PRAGMA max_page_count = \(pages)") }
    }

    /// A damaged file is replaced by a fresh cache; an unwritable one turns caching off.
    private func handle(_ error: SQLiteError, state: inout State) {
        if error.isCorruption {
            Log.warning("cache database damaged (\(error.message)); recreating it")
            state.replace(with: nil)
            Self.moveAside(path)
            state.replace(with: Self.open(path: path))
        } else if error.isUnwritable {
            Log.warning("cache database cannot be written (\(error.message)); caching is off for this session")
            state.replace(with: nil)
        }
    }

    /// The read of one entry of `table`.
    private static func selectSQL(_ table: String) -> String {
        "SELECT payload, cachedAt FROM \(table) WHERE key = ? AND namespace = ?"
    }

    /// The tables of the file: every one holds a resource's entries.
    private static func tables(in database: SQLiteConnection) -> [String] {
        (try? database.query("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) }) ?? []
    }

    static var migrator: Migrator {
        var migrator = Migrator()
        // Versions 1 to 3 created the tables of the resources then known; tables are now created on first use.
        // Version 4 stores binary payloads (CachePayload) instead of JSON: the JSON entries go.
        migrator.register(version: 4) { db in
            for table in tables(in: db) { try db.execute("DELETE FROM \(table)") }
        }
        return migrator
    }

    /// The table of a resource, unless it exists.
    static func createTable(_ table: String, in db: SQLiteConnection) throws {
        try db.execute(
            """
            CREATE TABLE IF NOT EXISTS \(table) (
                key TEXT NOT NULL,
                namespace TEXT NOT NULL,
                payload BLOB NOT NULL,
                cachedAt REAL NOT NULL,
                PRIMARY KEY (key, namespace)
            ) WITHOUT ROWID
            """)
    }

    /// Opens and migrates; a damaged file is moved aside and recreated once; nil when unusable.
    static func open(path: String) -> SQLiteConnection? {
        let folder = (path as NSString).deletingLastPathComponent
        guard DatabaseFiles.ensureDirectory(folder) else {
            Log.warning("cannot create the cache folder \(folder); caching is off")
            return nil
        }
        for attempt in 1...2 {
            do {
                let connection = try SQLiteConnection(path: path)
                try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
                try migrator.migrate(connection)
                guard !connection.isReadOnly else {
                    Log.warning("cache database \(path) is read-only; caching is off")
                    return nil
                }
                return connection
            } catch let error as SQLiteError where error.isCorruption && attempt == 1 {
                Log.warning("cache database \(path) is damaged (\(error.message)); moving it aside and starting afresh")
                moveAside(path)
            } catch {
                Log.warning("cache database \(path) cannot be used (\(error)); caching is off")
                return nil
            }
        }
        return nil
    }

    /// Renames the file (and its WAL/SHM companions) to `<name>.corrupt-<timestamp>`.
    static func moveAside(_ path: String) {
        let target = "\(path).corrupt-\(DatabaseFiles.timestamp())"
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            do {
                try? FileManager.default.removeItem(atPath: target + suffix)
                try FileManager.default.moveItem(atPath: path + suffix, toPath: target + suffix)
            } catch {
                try? FileManager.default.removeItem(atPath: path + suffix)
                Log.warning("could not move \(path + suffix) aside: \(error); removed it")
            }
        }
    }
}
