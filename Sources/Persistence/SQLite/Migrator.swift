/// Brings a database schema up to date using `PRAGMA user_version`: the migrations above the stored version
/// run once, all in one `BEGIN IMMEDIATE` transaction that reads the version again under the write lock, so
/// processes opening the same file at once never migrate it twice.
public struct Migrator {
    public typealias Migration = (SQLiteConnection) throws -> Void

    private var migrations: [(version: Int, migrate: Migration)] = []

    public init() {}

    /// Registers the migration to schema `version` (versions must increase).
    public mutating func register(version: Int, _ migrate: @escaping Migration) {
        precondition(migrations.last.map { $0.version < version } ?? true, "migration versions must increase")
        migrations.append((version, migrate))
    }

    /// Throws ``NewerSchemaError``, reading only, when the database was written by a newer version.
    public func refuseNewerSchema(_ connection: SQLiteConnection) throws {
        let current = try connection.userVersion
        if current > latestVersion { throw NewerSchemaError(found: current, known: latestVersion) }
    }

    /// The newest schema version known.
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies the pending migrations; throws ``NewerSchemaError`` (changing nothing) when the database
    /// was written by a newer version.
    public func migrate(_ connection: SQLiteConnection) throws {
        try refuseNewerSchema(connection)
        guard try connection.userVersion < latestVersion else { return }
        try connection.transaction {
            try refuseNewerSchema(connection)
            let current = try connection.userVersion
            guard current < latestVersion else { return }
            for migration in migrations where migration.version > current {
                try migration.migrate(connection)
            }
            try connection.execute("PRAGMA user_version = \(latestVersion)")
        }
    }
}

/// The database's schema is newer than this version of the app knows: it must not be changed.
public struct NewerSchemaError: Error, Sendable, Hashable {
    /// The schema version in the file.
    public let found: Int
    /// The newest version this app knows.
    public let known: Int
}
