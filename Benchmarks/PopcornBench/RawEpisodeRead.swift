import CSQLite
import Foundation
import Persistence

/// The baseline of figure 4: one prepared `SELECT payload, cachedAt … WHERE key = ? AND namespace = ?` on
/// the cache file, with the raw sqlite3 C API.
final class RawEpisodeRead {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private var database: OpaquePointer?
    private var statement: OpaquePointer?
    private let key: String
    private let namespace: String
    private(set) var payloadBytes = 0

    init(path: String, table: String, key: String, namespace: String) throws {
        self.key = key
        self.namespace = namespace
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
            throw Failure(description: "cannot open \(path)")
        }
        let sql = "SELECT payload, cachedAt FROM \(table) WHERE key = ? AND namespace = ?"
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(database)))
        }
    }

    deinit {
        sqlite3_finalize(statement)
        sqlite3_close(database)
    }

    /// Reads the row `times` times (decoding the payload into `decode` with the cache's `CachePayload` when
    /// given); returns the total nanoseconds.
    func read<Value: Decodable>(times: Int, decode: Value.Type? = nil) throws -> UInt64 {
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        defer { sqlite3_reset(statement) }
        let start = monotonicNanoseconds()
        for _ in 0..<times {
            sqlite3_bind_text(statement, 1, key, -1, transient)
            sqlite3_bind_text(statement, 2, namespace, -1, transient)
            guard sqlite3_step(statement) == SQLITE_ROW else {
                sqlite3_reset(statement)
                throw Failure(description: "the cached episode row was not found")
            }
            let length = Int(sqlite3_column_bytes(statement, 0))
            let payload = Data(bytes: sqlite3_column_blob(statement, 0), count: length)
            let cachedAt = sqlite3_column_double(statement, 1)
            payloadBytes = payload.count
            if let decode {
                blackHole(try payload.withUnsafeBytes { try CachePayload.decode(decode, from: $0) })
            }
            blackHole((payload, cachedAt))
            sqlite3_reset(statement)
        }
        return monotonicNanoseconds() - start
    }
}
