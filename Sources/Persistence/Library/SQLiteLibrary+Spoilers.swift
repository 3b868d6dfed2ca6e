import Catalog
import Localization

extension SQLiteLibrary: SpoilerChoiceRepository {
    public nonisolated func spoilerChoices() -> [Int: Bool] {
        spoilerChoicesCopy.withLock { $0 }
    }

    public func setSpoilerChoice(_ hides: Bool?, seriesID: Int) async throws(CatalogError) {
        try write(failure: tr("The spoiler choice could not be saved.")) { connection in
            let id = SQLiteValue.integer(Int64(seriesID))
            if let hides {
                try connection.run(
                    "INSERT OR REPLACE INTO spoiler_choice (seriesID, hides, changedAt) VALUES (?, ?, ?)",
                    [id, .integer(hides ? 1 : 0), .real(now())])
            } else {
                try connection.run("DELETE FROM spoiler_choice WHERE seriesID = ?", [id])
            }
        }
    }

    /// The stored choices (none when they cannot be read: every series follows Preferences).
    static func readSpoilerChoices(_ connection: SQLiteConnection?) -> [Int: Bool] {
        let rows = try? connection?.query(
            "SELECT seriesID, hides FROM spoiler_choice", row: { row in (Int(row.int(0)), row.int(1) != 0) })
        return Dictionary(rows ?? [], uniquingKeysWith: { $1 })
    }
}
