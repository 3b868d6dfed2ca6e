/// Brings a database schema up to date using `PRAGMA user_version`: migration N runs once, in its own
/// transaction, when the stored version is below N.
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
        let current = try connection.userVersion
        for migration in migrations where migration.version > current {
            try connection.transaction {
                try migration.migrate(connection)
                try connection.execute("PRAGMA user_version = \(migration.version)")
            }
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
