import AppEnvironment
import Catalog
import CSQLite
import Foundation
import Synchronization

/// The catalog cache: `cache.sqlite` in the cache folder, one table per resource with `cachedAt`, each
/// value in the compact binary form of ``CachePayload``.
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
    private let log: @Sendable (String) -> Void
    /// The connection; nil once caching is off.
    private let connection: Mutex<SQLiteConnection?>

    /// Opens (creating, migrating or recreating as needed) the cache at `path`.
    ///
    /// - Parameter namespace: separates entries that differ by more than their key, e.g. the language
    ///   ("de-DE"): a changed language never shows the old language's cached text.
    public init(path: String, namespace: String, now: Double = Date().timeIntervalSince1970,
                log: @escaping @Sendable (String) -> Void = CatalogLog.warning) {
        self.path = path
        self.namespace = namespace
        self.log = log
        let opened = Self.open(path: path, log: log)
        if let opened {
            for table in Self.tables {
                try? opened.run("DELETE FROM \(table) WHERE cachedAt < ?", [.real(now - Self.retention)])
            }
        }
        connection = Mutex(opened)
    }

    /// `<cache folder>/cache.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment,
                                   fileName: String = "cache.sqlite") -> String {
        UserFolders(environment: environment).cache + "/" + fileName
    }

    /// Whether entries are being cached (false after the folder or disk turned out unwritable).
    public var isEnabled: Bool { connection.withLock { $0 != nil } }

    public nonisolated(nonsending) func entry<Value: Decodable & Sendable>(_ type: Value.Type, resource: CacheResource,
                                                                        key: String) async -> CacheEntry<Value>? {
        connection.withLock { connection in
            guard let database = connection else { return nil }
            do {
                let slot = Self.slots[resource]!
                let statement = try database.statement(slot: slot, Self.selectSQL[slot])
                try statement.bind(text: key, at: 1)
                try statement.bind(text: namespace, at: 2)
                defer { sqlite3_reset(statement.handle) }
                guard try statement.step() else { return nil }
                let cachedAt = statement.double(1)
                if let value = try? statement.withBlob(0, { try CachePayload.decode(Value.self, from: $0) }) {
                    return CacheEntry(value: value, cachedAt: cachedAt)
                }
                sqlite3_reset(statement.handle)
                try? database.run("DELETE FROM \(Self.table(resource)) WHERE key = ? AND namespace = ?",
                                  [.text(key), .text(namespace)])
                return nil
            } catch let error as SQLiteError {
                handle(error, connection: &connection)
                return nil
            } catch {
                return nil
            }
        }
    }

    public nonisolated(nonsending) func store<Value: Codable & Sendable>(_ value: Value, resource: CacheResource,
                                                                        key: String, cachedAt: Double) async throws {
        let payload = try CachePayload.encode(value)
        try connection.withLock { connection in
            guard let database = connection else { return }
            do {
                try database.run("""
                    INSERT INTO \(Self.table(resource)) (key, namespace, payload, cachedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (key, namespace) DO UPDATE SET payload = excluded.payload, cachedAt = excluded.cachedAt
                    """, [.text(key), .text(namespace), .blob(Data(payload)), .real(cachedAt)])
            } catch let error as SQLiteError {
                handle(error, connection: &connection)
                throw CatalogError.storage(error.description)
            }
        }
    }

    /// Deletes every entry (all namespaces).
    public func removeAll() {
        connection.withLock { connection in
            for table in Self.tables { try? connection?.run("DELETE FROM \(table)") }
        }
    }

    /// Caps the file at `pages` database pages, as a full disk would (tests).
    func limitSize(pages: Int) throws {
        try connection.withLock { try $0?.execute("PRAGMA max_page_count = \(pages)") }
    }

    /// A damaged file is replaced by a fresh cache; an unwritable one turns caching off.
    private func handle(_ error: SQLiteError, connection: inout SQLiteConnection?) {
        if error.isCorruption {
            log("cache database damaged (\(error.message)); recreating it")
            connection = nil
            Self.moveAside(path, log: log)
            connection = Self.open(path: path, log: log)
        } else if error.isUnwritable {
            log("cache database cannot be written (\(error.message)); caching is off for this session")
            connection = nil
        }
    }

    /// The resource's table: its name in snake case ("exploreSection" → "explore_section").
    static func table(_ resource: CacheResource) -> String {
        tableNames[resource]!
    }

    private static let tableNames = Dictionary(uniqueKeysWithValues: CacheResource.allCases.map { resource in
        (resource, resource.rawValue.reduce(into: "") { name, character in
            name += character.isUppercase ? "_" + character.lowercased() : String(character)
        })
    })

    private static let tables = CacheResource.allCases.map(table)

    /// Each resource's number: its read's statement slot on the connection.
    private static let slots = Dictionary(uniqueKeysWithValues: CacheResource.allCases.enumerated().map { ($1, $0) })

    /// The read of one entry, per slot.
    private static let selectSQL = CacheResource.allCases.map { resource in
        "SELECT payload, cachedAt FROM \(table(resource)) WHERE key = ? AND namespace = ?"
    }

    static var migrator: Migrator {
        var migrator = Migrator()
        migrator.register(version: 1) { db in try createTables(db) }
        // Version 2 added the `discover` resource: a cache of version 1 gains its table.
        migrator.register(version: 2) { db in try createTables(db) }
        // Version 3 added the import lookups (`movieSearch`, `externalID`).
        migrator.register(version: 3) { db in try createTables(db) }
        // Version 4 stores binary payloads (CachePayload) instead of JSON: the JSON entries go.
        migrator.register(version: 4) { db in
            for table in tables { try db.execute("DELETE FROM \(table)") }
        }
        return migrator
    }

    /// A table per resource, those that do not exist yet.
    private static func createTables(_ db: SQLiteConnection) throws {
        for resource in CacheResource.allCases {
            try db.execute("""
                CREATE TABLE IF NOT EXISTS \(table(resource)) (
                    key TEXT NOT NULL,
                    namespace TEXT NOT NULL,
                    payload BLOB NOT NULL,
                    cachedAt REAL NOT NULL,
                    PRIMARY KEY (key, namespace)
                ) WITHOUT ROWID
                """)
        }
    }

    /// Opens and migrates; a damaged file is moved aside and recreated once; nil when unusable.
    static func open(path: String, log: @Sendable (String) -> Void) -> SQLiteConnection? {
        let folder = (path as NSString).deletingLastPathComponent
        guard DatabaseFiles.ensureDirectory(folder) else {
            log("cannot create the cache folder \(folder); caching is off")
            return nil
        }
        for attempt in 1...2 {
            do {
                let connection = try SQLiteConnection(path: path)
                try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
                try migrator.migrate(connection)
                guard !connection.isReadOnly else {
                    log("cache database \(path) is read-only; caching is off")
                    return nil
                }
                return connection
            } catch let error as SQLiteError where error.isCorruption && attempt == 1 {
                log("cache database \(path) is damaged (\(error.message)); moving it aside and starting afresh")
                moveAside(path, log: log)
            } catch {
                log("cache database \(path) cannot be used (\(error)); caching is off")
                return nil
            }
        }
        return nil
    }

    /// Renames the file (and its WAL/SHM companions) to `<name>.corrupt-<timestamp>`.
    static func moveAside(_ path: String, log: (String) -> Void) {
        let target = "\(path).corrupt-\(DatabaseFiles.timestamp())"
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            do {
                try? FileManager.default.removeItem(atPath: target + suffix)
                try FileManager.default.moveItem(atPath: path + suffix, toPath: target + suffix)
            } catch {
                try? FileManager.default.removeItem(atPath: path + suffix)
                log("could not move \(path + suffix) aside: \(error); removed it")
            }
        }
    }
}
