import CSQLite
import Foundation

/// A prepared statement. Owned by its connection, which reuses it; reset before each use.
public final class SQLiteStatement {
    let handle: OpaquePointer
    private unowned let connection: SQLiteConnection

    init(handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Resets the statement and binds `values` to its parameters (1-based, in order).
    func bind(_ values: [SQLiteValue]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let result: Int32
            switch value {
            case .integer(let number): result = sqlite3_bind_int64(handle, index, number)
            case .real(let number): result = sqlite3_bind_double(handle, index, number)
            case .text(let text): result = sqlite3_bind_text(handle, index, text, -1, SQLiteConnection.transient)
            case .blob(let data):
                result = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), SQLiteConnection.transient)
                }
            case .null: result = sqlite3_bind_null(handle, index)
            }
            guard result == SQLITE_OK else { throw connection.error(result) }
        }
    }

    /// Binds `text` to the parameter at `index` (1-based) of a statement that was reset.
    func bind(text: String, at index: Int32) throws {
        // `withCString` lends a native string's own bytes (the implicit conversion copies them into an array).
        let result = text.withCString { sqlite3_bind_text(handle, index, $0, -1, SQLiteConnection.transient) }
        guard result == SQLITE_OK else { throw connection.error(result) }
    }

    /// Binds `number` to the parameter at `index` (1-based) of a statement that was reset.
    func bind(integer number: Int64, at index: Int32) throws {
        let result = sqlite3_bind_int64(handle, index, number)
        guard result == SQLITE_OK else { throw connection.error(result) }
    }

    /// Binds `number` to the parameter at `index` (1-based) of a statement that was reset.
    func bind(real number: Double, at index: Int32) throws {
        let result = sqlite3_bind_double(handle, index, number)
        guard result == SQLITE_OK else { throw connection.error(result) }
    }

    /// Runs the statement with the values bound one by one (`bind(text:at:)`, …), ignoring rows, and resets it.
    func runBound() throws {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Runs the statement with `values`, ignoring rows.
    func run(_ values: [SQLiteValue]) throws {
        try bind(values)
        defer { sqlite3_reset(handle) }
        while try step() {}
    }

    /// Advances to the next row; false when done.
    func step() throws -> Bool {
        let result = sqlite3_step(handle)
        switch result {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw connection.error(result)
        }
    }

    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        return String(cString: bytes)
    }

    /// Runs `body` on the bytes of a blob column in place (valid only until the statement steps or resets).
    func withBlob<Result>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let count = Int(sqlite3_column_bytes(handle, column))
        return try body(UnsafeRawBufferPointer(start: sqlite3_column_blob(handle, column), count: count))
    }

    func data(_ column: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: bytes, count: count)
    }
}
