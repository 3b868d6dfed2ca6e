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

    /// The newest schema version known.
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies the pending migrations.
    public func migrate(_ connection: SQLiteConnection) throws {
        let current = try connection.userVersion
        for migration in migrations where migration.version > current {
            try connection.transaction {
                try migration.migrate(connection)
                try connection.execute("PRAGMA user_version = \(migration.version)")
            }
        }
    }
}
