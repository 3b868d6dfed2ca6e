import CSQLite
import Foundation

/// One SQLite connection over the raw C API: prepared-statement cache, transactions, `user_version`.
///
/// Not thread-safe: each owner (an actor) keeps its connection to itself.
public final class SQLiteConnection {
    /// `SQLITE_TRANSIENT` (a macro Swift cannot import): SQLite copies bound text and blobs.
    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    let handle: OpaquePointer
    public let path: String
    private var statements: [String: SQLiteStatement] = [:]
    /// Statements its owner keeps by number (``statement(slot:_:)``).
    private var slots: [SQLiteStatement?] = []

    /// Opens (creating if needed) the database at `path` (":memory:" for a private in-memory one).
    public init(path: String, readOnly: Bool = false) throws {
        var db: OpaquePointer?
        let flags =
            (readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE))
            | SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(path, &db, flags, nil)
        guard result == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(db)
            throw SQLiteError(code: result, message: message)
        }
        sqlite3_extended_result_codes(db, 1)
        sqlite3_busy_timeout(db, 5000)
        self.handle = db
        self.path = path
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements without results (schema, pragmas).
    public func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &message)
        if result != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw SQLiteError(code: result, message: text)
        }
    }

    /// Runs a statement with parameters, ignoring rows.
    public func run(_ sql: String, _ values: [SQLiteValue] = []) throws {
        try prepared(sql).run(values)
    }

    /// The prepared statement of `sql`, to run many times in a loop without looking it up each time.
    func statement(_ sql: String) throws -> SQLiteStatement {
        try prepared(sql)
    }

    /// The prepared statement in `slot`, prepared from `sql` the first time: for a statement run so often
    /// that hashing its text to find it would be a noticeable share of its cost.
    func statement(slot: Int, _ sql: @autoclosure () -> String) throws -> SQLiteStatement {
        if slot < slots.count, let statement = slots[slot] { return statement }
        let statement = try prepared(sql())
        if slots.count <= slot { slots.append(contentsOf: repeatElement(nil, count: slot + 1 - slots.count)) }
        slots[slot] = statement
        return statement
    }

    /// Runs a query and maps each row.
    func query<Row>(_ sql: String, _ values: [SQLiteValue] = [], row: (SQLiteStatement) throws -> Row) throws -> [Row] {
        let statement = try prepared(sql)
        try statement.bind(values)
        defer { sqlite3_reset(statement.handle) }
        var rows: [Row] = []
        while try statement.step() {
            rows.append(try row(statement))
        }
        return rows
    }

    /// The text of the first column of the first row (pragmas), or nil.
    public func scalarText(_ sql: String) throws -> String? {
        try query(sql) { $0.isNull(0) ? nil : $0.text(0) }.first ?? nil
    }

    /// Runs `body` in a transaction (BEGIN IMMEDIATE … COMMIT), rolled back if it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// `PRAGMA user_version`: the schema version the migrator maintains.
    public var userVersion: Int {
        get throws { Int(try query("PRAGMA user_version") { $0.int(0) }.first ?? 0) }
    }

    /// The rowid of the last row inserted on this connection.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last statement.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Whether the connection cannot write (read-only file or folder).
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    private func prepared(_ sql: String) throws -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        var raw: OpaquePointer?
        let result = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &raw, nil)
        guard result == SQLITE_OK, let raw else { throw error(result) }
        let statement = SQLiteStatement(handle: raw, connection: self)
        statements[sql] = statement
        return statement
    }

    func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }
}
