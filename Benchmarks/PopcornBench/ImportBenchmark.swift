import CSQLite
import Catalog
import Foundation
import LibraryTransfer
import Persistence

/// Figure 10: importing 10,000 plays — `popcorn import` of a backup holding them (reading the JSON, then
/// merging into an empty library in one durable transaction, a duplicate check per play) vs raw sqlite3
/// inserts of the same rows in one transaction into an empty library of the same schema (WAL,
/// synchronous=FULL, prepared statement). `runs` times each, alternating, a fresh library each time.
@MainActor
enum ImportBenchmark {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ options: BenchOptions) async -> BenchResult {
        if let plays = options.string("raw-plays") { return await RawPlayInserts.run(plays, options) }
        let count = options.int("plays", default: 10_000)
        let runs = options.int("runs", default: 7)
        let folder = options.string("folder") ?? NSTemporaryDirectory() + "popcorn-bench-import-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Episodes of 200 series and movies, at distinct times with fractions (as the app stamps them).
        let plays = (0..<count).map { index -> LibraryContents.PlayRecord in
            let title: TrackedTitle =
                index % 5 == 0
                ? .movie(id: index)
                : .episode(EpisodeKey(seriesID: index % 200, season: 1 + index / 2_000, episode: index % 40))
            return LibraryContents.PlayRecord(title: title, watchedAt: 1_600_000_000 + Double(index) * 3_600.125)
        }
        var result = BenchResult()
        do {
            let backup = try PopcornBackup.encode(LibraryContents(plays: plays), exportedAt: 1_800_000_000)
            var importSamples: [UInt64] = []
            var parseSamples: [UInt64] = []
            var rawSamples: [UInt64] = []
            var mergeSamples: [UInt64] = []
            let decoded = try PopcornBackup.decode(backup, file: "backup.json")
            for run in 0..<runs {
                let importPath = "\(folder)/import-\(run).sqlite"
                let library = SQLiteLibrary(path: importPath)
                let importer = LibraryImporter(library: library, lookups: NoLookups())
                var added = 0
                let start = monotonicNanoseconds()
                added = try await importer.restore(LibraryImporter.File(name: "backup.json", data: backup)).summary
                    .plays.added
                importSamples.append(monotonicNanoseconds() - start)
                guard added == count else { throw Failure(description: "the import added \(added) plays") }
                parseSamples.append(try measure { blackHole(try PopcornBackup.decode(backup, file: "backup.json")) })

                let mergeLibrary = SQLiteLibrary(path: "\(folder)/merge-\(run).sqlite")
                _ = try await mergeLibrary.contents()
                let mergeStart = monotonicNanoseconds()
                _ = try await mergeLibrary.merge(decoded)
                mergeSamples.append(monotonicNanoseconds() - mergeStart)

                let rawPath = "\(folder)/raw-\(run).sqlite"
                _ = try await SQLiteLibrary(path: rawPath).contents()
                rawSamples.append(try rawInsert(plays, into: rawPath))
            }
            result["plays"] = count
            result["backup_bytes"] = backup.count
            result["import_ns"] = importSamples
            result["parse_ns"] = parseSamples
            result["raw_ns"] = rawSamples
            result["merge_ns"] = mergeSamples
        } catch {
            result["error"] = "\(error)"
        }
        return result
    }

    /// Inserts `plays` into the library file at `path` with one prepared statement in one transaction;
    /// returns the nanoseconds from BEGIN to the durable COMMIT.
    static func rawInsert(_ plays: [LibraryContents.PlayRecord], into path: String) throws -> UInt64 {
        var database: OpaquePointer?
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
            throw Failure(description: "cannot open \(path)")
        }
        defer { sqlite3_close(database) }
        sqlite3_exec(database, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL", nil, nil, nil)
        var statement: OpaquePointer?
        let sql = "INSERT INTO play (kind, titleID, season, episode, watchedAt) VALUES (?, ?, ?, ?, ?)"
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(database)))
        }
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        return try measure {
            sqlite3_exec(database, "BEGIN IMMEDIATE", nil, nil, nil)
            for play in plays {
                let (kind, id, season, episode): (String, Int, Int, Int) =
                    switch play.title {
                    case .movie(let id): ("movie", id, 0, 0)
                    case .series(let id): ("tvSeries", id, 0, 0)
                    case .episode(let key): ("episode", key.seriesID, key.season, key.episode)
                    }
                sqlite3_bind_text(statement, 1, kind, -1, transient)
                sqlite3_bind_int64(statement, 2, Int64(id))
                sqlite3_bind_int64(statement, 3, Int64(season))
                sqlite3_bind_int64(statement, 4, Int64(episode))
                sqlite3_bind_double(statement, 5, play.watchedAt)
                guard sqlite3_step(statement) == SQLITE_DONE else {
                    throw Failure(description: String(cString: sqlite3_errmsg(database)))
                }
                sqlite3_reset(statement)
            }
            guard sqlite3_exec(database, "COMMIT", nil, nil, nil) == SQLITE_OK else {
                throw Failure(description: String(cString: sqlite3_errmsg(database)))
            }
        }
    }
}

/// A backup needs no title lookups.
private struct NoLookups: TitleLookupRepository {
    struct Unexpected: Error {}
    func movies(titled title: String) async throws -> Fetched<[MovieSummary]> { throw Unexpected() }
    func title(imdbID: String) async throws -> Fetched<ExternalTitle?> { throw Unexpected() }
}
