import AppEnvironment
import Catalog
import Foundation

/// The catalog cache: `cache.sqlite` in the cache folder, one table per resource with `cachedAt`.
///
/// It is only a cache: a damaged file is moved aside and recreated; a folder or disk that cannot be
/// written leaves the app without caching (one logged warning), never failing a request.
public actor SQLiteCatalogCache: CatalogCache {
    /// Entries older than this are deleted when the cache opens (expired ones stay for offline use until then).
    public static let retention: Double = 30 * 24 * 60 * 60

    /// Where the file is.
    public nonisolated let path: String
    private let namespace: String
    private let log: @Sendable (String) -> Void
    private var connection: SQLiteConnection?
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    /// Opens (creating, migrating or recreating as needed) the cache at `path`.
    ///
    /// - Parameter namespace: separates entries that differ by more than their key, e.g. the language
    ///   ("de-DE"): a changed language never shows the old language's cached text.
    public init(path: String, namespace: String, now: Double = Date().timeIntervalSince1970,
                log: @escaping @Sendable (String) -> Void = CatalogLog.warning) {
        self.path = path
        self.namespace = namespace
        self.log = log
        self.connection = Self.open(path: path, log: log)
        if let connection {
            for table in CacheResource.allCases.map(Self.table) {
                try? connection.run("DELETE FROM \(table) WHERE cachedAt < ?", [.real(now - Self.retention)])
            }
        }
    }

    /// `<cache folder>/cache.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment,
                                   fileName: String = "cache.sqlite") -> String {
        UserFolders(environment: environment).cache + "/" + fileName
    }

    /// Whether entries are being cached (false after the folder or disk turned out unwritable).
    public var isEnabled: Bool { connection != nil }

    public func entry<Value: Codable & Sendable>(_ type: Value.Type, resource: CacheResource, key: String) async
        -> CacheEntry<Value>? {
        guard let connection else { return nil }
        do {
            let rows = try connection.query(
                "SELECT payload, cachedAt FROM \(Self.table(resource)) WHERE key = ? AND namespace = ?",
                [.text(key), .text(namespace)]) { ($0.data(0), $0.double(1)) }
            guard let (payload, cachedAt) = rows.first else { return nil }
            guard let value = try? decoder.decode(Value.self, from: payload) else {
                try? connection.run("DELETE FROM \(Self.table(resource)) WHERE key = ? AND namespace = ?",
                                    [.text(key), .text(namespace)])
                return nil
            }
            return CacheEntry(value: value, cachedAt: cachedAt)
        } catch let error as SQLiteError {
            handle(error)
            return nil
        } catch {
            return nil
        }
    }

    public func store<Value: Codable & Sendable>(_ value: Value, resource: CacheResource, key: String,
                                                 cachedAt: Double) async throws {
        guard let connection else { return }
        let payload = try encoder.encode(value)
        do {
            try connection.run("""
                INSERT INTO \(Self.table(resource)) (key, namespace, payload, cachedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (key, namespace) DO UPDATE SET payload = excluded.payload, cachedAt = excluded.cachedAt
                """, [.text(key), .text(namespace), .blob(payload), .real(cachedAt)])
        } catch let error as SQLiteError {
            handle(error)
            throw CatalogError.storage(error.description)
        }
    }

    /// Deletes every entry (all namespaces).
    public func removeAll() {
        guard let connection else { return }
        for resource in CacheResource.allCases {
            try? connection.run("DELETE FROM \(Self.table(resource))")
        }
    }

    /// Caps the file at `pages` database pages, as a full disk would (tests).
    func limitSize(pages: Int) throws {
        try connection?.execute("PRAGMA max_page_count = \(pages)")
    }

    /// A damaged file is replaced by a fresh cache; an unwritable one turns caching off.
    private func handle(_ error: SQLiteError) {
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
        resource.rawValue.reduce(into: "") { name, character in
            name += character.isUppercase ? "_" + character.lowercased() : String(character)
        }
    }

    static var migrator: Migrator {
        var migrator = Migrator()
        migrator.register(version: 1) { db in try createTables(db) }
        // Version 2 added the `discover` resource: a cache of version 1 gains its table.
        migrator.register(version: 2) { db in try createTables(db) }
        // Version 3 added the import lookups (`movieSearch`, `externalID`).
        migrator.register(version: 3) { db in try createTables(db) }
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
