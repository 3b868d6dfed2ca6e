import CSQLite

/// A failed SQLite call: the result code and SQLite's message.
public struct SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The extended result code.
    public let code: Int32
    public let message: String

    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The primary result code (extended bits removed).
    public var primaryCode: Int32 { code & 0xff }

    /// The file is damaged or not a database.
    public var isCorruption: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

    /// Nothing can be written: read-only file or folder, full disk, I/O or permission failure.
    public var isUnwritable: Bool {
        [SQLITE_READONLY, SQLITE_FULL, SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_PERM].contains(primaryCode)
    }

    public var description: String { "SQLite error \(code): \(message)" }
}
