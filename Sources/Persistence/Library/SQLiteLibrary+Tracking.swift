import Catalog
import Foundation
import Localization

extension SQLiteLibrary {
    @discardableResult
    public func addPlays(_ titles: [TrackedTitle], watchedAt: Double?) async throws(CatalogError) -> [Play] {
        try insertPlays(titles, watchedAt: watchedAt, onlyUnwatched: false)
    }

    @discardableResult
    public func addFirstPlays(_ titles: [TrackedTitle], watchedAt: Double?) async throws(CatalogError) -> [Play] {
        try insertPlays(titles, watchedAt: watchedAt, onlyUnwatched: true)
    }

    /// One play per title (`onlyUnwatched`: per title without a play, checked inside the transaction, whose
    /// `BEGIN IMMEDIATE` keeps every other writer out until it commits).
    private func insertPlays(_ titles: [TrackedTitle], watchedAt: Double?, onlyUnwatched: Bool) throws(CatalogError)
        -> [Play]
    {
        let time = watchedAt ?? now()
        guard titles.allSatisfy(\.isPlayable) else {
            throw CatalogError.storage(tr("Only movies and episodes can be marked as watched."))
        }
        return try write(failure: tr("The watch history could not be saved.")) { connection in
            try titles.compactMap { title in
                let columns = TrackedTitleColumns(title)
                if onlyUnwatched {
                    try connection.run(
                        "INSERT INTO play (kind, titleID, season, episode, watchedAt) SELECT ?, ?, ?, ?, ? "
                            + "WHERE NOT EXISTS (SELECT 1 FROM play WHERE kind = ? AND titleID = ? "
                            + "AND season = ? AND episode = ?)", columns.values + [.real(time)] + columns.values)
                    guard connection.changes > 0 else { return nil }
                } else {
                    try connection.run(
                        "INSERT INTO play (kind, titleID, season, episode, watchedAt) VALUES (?, ?, ?, ?, ?)",
                        columns.values + [.real(time)])
                }
                return Play(id: connection.lastInsertedRowID, title: title, watchedAt: time)
            }
        }
    }

    public func removePlays(_ ids: [Int64]) async throws(CatalogError) {
        try write(failure: tr("The watch history could not be saved.")) { connection in
            for id in ids { try connection.run("DELETE FROM play WHERE id = ?", [.integer(id)]) }
        }
    }

    public func restorePlays(_ plays: [Play]) async throws(CatalogError) {
        try write(failure: tr("The watch history could not be saved.")) { connection in
            for play in plays {
                let columns = TrackedTitleColumns(play.title)
                try connection.run(
                    "INSERT OR IGNORE INTO play (id, kind, titleID, season, episode, watchedAt) "
                        + "VALUES (?, ?, ?, ?, ?, ?)",
                    [.integer(play.id)] + columns.values + [.real(play.watchedAt)])
            }
        }
    }

    public func setRating(_ value: Int?, for title: TrackedTitle) async throws(CatalogError) {
        if let value, !Rating.range.contains(value) {
            throw CatalogError.storage(
                String(
                    format: tr("A rating is a number from %d to %d."),
                    Rating.range.lowerBound, Rating.range.upperBound))
        }
        let columns = TrackedTitleColumns(title)
        try write(failure: tr("The rating could not be saved.")) { connection in
            if let value {
                try connection.run(
                    "INSERT OR REPLACE INTO rating (kind, titleID, season, episode, value, ratedAt) "
                        + "VALUES (?, ?, ?, ?, ?, ?)",
                    columns.values + [.integer(Int64(value)), .real(now())])
                try connection.run(
                    "DELETE FROM rating_removal WHERE kind = ? AND titleID = ? AND season = ? "
                        + "AND episode = ?", columns.values)
            } else {
                try connection.run(
                    "DELETE FROM rating WHERE kind = ? AND titleID = ? AND season = ? AND episode = ?",
                    columns.values)
                if connection.changes > 0 {
                    try connection.run(
                        "INSERT OR REPLACE INTO rating_removal (kind, titleID, season, episode, "
                            + "removedAt) VALUES (?, ?, ?, ?, ?)", columns.values + [.real(now())])
                }
            }
        }
    }

    public func watchedEpisodes(inSeries seriesID: Int) async throws(CatalogError) -> Set<EpisodeKey> {
        try read { connection in
            Set(
                try connection.query(
                    "SELECT DISTINCT season, episode FROM play WHERE kind = 'episode' AND titleID = ?",
                    [.integer(Int64(seriesID))]
                ) { row in
                    EpisodeKey(seriesID: seriesID, season: Int(row.int(0)), episode: Int(row.int(1)))
                })
        }
    }

    public func snapshot() async throws(CatalogError) -> TrackingSnapshot {
        try read { _ in try trackingSnapshot() }
    }

    /// One page through the `play_watchedAt` index (its entries end with the id), and the count.
    public func plays(offset: Int, limit: Int) async throws(CatalogError) -> (page: [Play], total: Int) {
        try read { connection in
            let page = try connection.query(
                "SELECT id, kind, titleID, season, episode, watchedAt FROM play "
                    + "ORDER BY watchedAt DESC, id DESC LIMIT ? OFFSET ?",
                [.integer(Int64(max(limit, 0))), .integer(Int64(max(offset, 0)))]
            ) { row in
                TrackedTitleColumns.title(kind: row.text(1), id: row.int(2), season: row.int(3), episode: row.int(4))
                    .map { Play(id: row.int(0), title: $0, watchedAt: row.double(5)) }
            }
            let total = try connection.query("SELECT COUNT(*) FROM play") { $0.int(0) }.first ?? 0
            return (page.compactMap { $0 }, Int(total))
        }
    }

    public nonisolated func trackingChanges() -> AsyncStream<TrackingSnapshot> {
        stream(
            { library, id, continuation in await library.startObservingTracking(id, continuation) },
            stop: { library, id in await library.stopObservingTracking(id) })
    }

    /// Every play and rating: read once and kept until the file changes (a dozen pages ask for it at
    /// start-up; a heavy library has 100,000 plays).
    func trackingSnapshot() throws -> TrackingSnapshot {
        let connection = try connection
        let version = try LibraryVersion(connection)
        if let copy = trackingSnapshotCopy, copy.version == version { return copy.snapshot }
        let snapshot = try readTrackingSnapshot(connection)
        trackingSnapshotCopy = (version, snapshot)
        return snapshot
    }

    /// The plays are read in the table's own order, newest id first, not through the `play_watchedAt` index
    /// (a lookup of the row per entry: twice the time for 100,000 plays): plays are added as they are
    /// watched, so that is newest first too, and `TrackingSnapshot` sorts the plays of a library where it is
    /// not (an import of older plays).
    private func readTrackingSnapshot(_ connection: SQLiteConnection) throws -> TrackingSnapshot {
        let plays = try connection.query(
            "SELECT id, kind, titleID, season, episode, watchedAt FROM play ORDER BY id DESC"
        ) { row in
            TrackedTitleColumns.title(kind: row.text(1), id: row.int(2), season: row.int(3), episode: row.int(4))
                .map { Play(id: row.int(0), title: $0, watchedAt: row.double(5)) }
        }
        var ratings: [TrackedTitle: Rating] = [:]
        _ = try connection.query("SELECT kind, titleID, season, episode, value, ratedAt FROM rating") { row in
            if let title = TrackedTitleColumns.title(
                kind: row.text(0), id: row.int(1), season: row.int(2),
                episode: row.int(3))
            {
                ratings[title] = Rating(value: Int(row.int(4)), ratedAt: row.double(5))
            }
        }
        return TrackingSnapshot(plays: plays.compactMap { $0 }, ratings: ratings)
    }

    private func startObservingTracking(_ id: UUID, _ continuation: AsyncStream<TrackingSnapshot>.Continuation) {
        // An unreadable library (its problem is reported when it opens) shows as empty, as the watchlist
        // does: the pages settle, and every write says why it failed.
        if case .terminated = continuation.yield((try? trackingSnapshot()) ?? TrackingSnapshot()) { return }
        trackingObservers.add(id, continuation)
        startWatching()
    }

    private func stopObservingTracking(_ id: UUID) {
        trackingObservers.remove(id)
    }
}
