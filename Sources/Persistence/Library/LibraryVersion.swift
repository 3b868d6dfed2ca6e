/// Which state of the library file a connection sees: it changes with every write, of this connection
/// (SQLite's `total_changes()`) or of another one, another process' too (`PRAGMA data_version`).
/// https://www.sqlite.org/pragma.html#pragma_data_version
struct LibraryVersion: Equatable {
    private let ownChanges: Int64
    private let othersVersion: Int64

    init(_ connection: SQLiteConnection) throws {
        ownChanges = try connection.query("SELECT total_changes()") { $0.int(0) }.first ?? 0
        othersVersion = try Self.dataVersion(connection)
    }

    /// SQLite's count of the file's changes made through other connections.
    static func dataVersion(_ connection: SQLiteConnection) throws -> Int64 {
        try connection.query("PRAGMA data_version") { $0.int(0) }.first ?? 0
    }
}
