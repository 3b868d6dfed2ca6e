import Catalog
import Foundation
import Localization

extension SQLiteLibrary {
    public func add(_ kind: WatchlistKind, id: Int) async throws(CatalogError) {
        try write(failure: tr("The watchlist could not be saved.")) { connection in
            try connection.run(
                "INSERT OR IGNORE INTO watchlist (kind, id, addedAt) VALUES (?, ?, ?)",
                [.text(kind.rawValue), .integer(Int64(id)), .real(now())])
            try connection.run(
                "DELETE FROM watchlist_removal WHERE kind = ? AND id = ?",
                [.text(kind.rawValue), .integer(Int64(id))])
        }
    }

    public func remove(_ kind: WatchlistKind, id: Int) async throws(CatalogError) {
        try write(failure: tr("The watchlist could not be saved.")) { connection in
            try connection.run(
                "DELETE FROM watchlist WHERE kind = ? AND id = ?",
                [.text(kind.rawValue), .integer(Int64(id))])
            if connection.changes > 0 {
                try connection.run(
                    "INSERT OR REPLACE INTO watchlist_removal (kind, id, removedAt) VALUES (?, ?, ?)",
                    [.text(kind.rawValue), .integer(Int64(id)), .real(now())])
            }
        }
    }

    public func contains(_ kind: WatchlistKind, id: Int) async throws(CatalogError) -> Bool {
        try read { connection in
            try !connection.query(
                "SELECT 1 FROM watchlist WHERE kind = ? AND id = ?",
                [.text(kind.rawValue), .integer(Int64(id))]
            ) { _ in true }.isEmpty
        }
    }

    public func all() async throws(CatalogError) -> [WatchlistEntry] {
        try read { _ in try watchlistEntries() }
    }

    public nonisolated func changes() -> AsyncStream<[WatchlistEntry]> {
        stream(
            { library, id, continuation in await library.startObservingWatchlist(id, continuation) },
            stop: { library, id in await library.stopObservingWatchlist(id) })
    }

    /// The watchlist, most recently added first.
    func watchlistEntries() throws -> [WatchlistEntry] {
        try connection.query("SELECT kind, id, addedAt FROM watchlist ORDER BY addedAt DESC, rowid DESC") { row in
            WatchlistEntry(
                kind: WatchlistKind(rawValue: row.text(0)) ?? .movie, id: Int(row.int(1)),
                addedAt: row.double(2))
        }
    }

    private func startObservingWatchlist(_ id: UUID, _ continuation: AsyncStream<[WatchlistEntry]>.Continuation) {
        // The stream may already be gone (terminated before this task ran): then there is nothing to watch.
        if case .terminated = continuation.yield((try? watchlistEntries()) ?? []) { return }
        watchlistObservers.add(id, continuation)
        startWatching()
    }

    private func stopObservingWatchlist(_ id: UUID) {
        watchlistObservers.remove(id)
    }
}
