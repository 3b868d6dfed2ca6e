import Catalog
import Localization

extension SQLiteLibrary {
    public func contents() async throws(CatalogError) -> LibraryContents {
        try read { connection in
            let watchlist = try connection.query("SELECT kind, id, addedAt FROM watchlist ORDER BY addedAt, rowid") {
                row in
                WatchlistKind(rawValue: row.text(0)).map {
                    WatchlistEntry(kind: $0, id: Int(row.int(1)), addedAt: row.double(2))
                }
            }
            let plays = try connection.query(
                "SELECT kind, titleID, season, episode, watchedAt FROM play "
                    + "ORDER BY watchedAt, id"
            ) { row in
                TrackedTitleColumns.title(kind: row.text(0), id: row.int(1), season: row.int(2), episode: row.int(3))
                    .map { LibraryContents.PlayRecord(title: $0, watchedAt: row.double(4)) }
            }
            let ratings = try connection.query(
                "SELECT kind, titleID, season, episode, value, ratedAt FROM rating "
                    + "ORDER BY ratedAt, kind, titleID, season, episode"
            ) { row in
                TrackedTitleColumns.title(kind: row.text(0), id: row.int(1), season: row.int(2), episode: row.int(3))
                    .map {
                        LibraryContents.RatingRecord(
                            title: $0, rating: Rating(value: Int(row.int(4)), ratedAt: row.double(5)))
                    }
            }
            let follows = try connection.query(
                "SELECT seriesID, following, changedAt, notify FROM follow ORDER BY changedAt, seriesID"
            ) { row in
                LibraryContents.FollowRecord(
                    seriesID: Int(row.int(0)), following: row.int(1) != 0, changedAt: row.double(2),
                    wholeSeason: row.text(3) == "season")
            }
            let searches = try connection.query("SELECT query FROM recent_search ORDER BY position") { $0.text(0) }
            let lists = try listsContents(connection)
            return LibraryContents(
                watchlist: watchlist.compactMap { $0 }, plays: plays.compactMap { $0 },
                ratings: ratings.compactMap { $0 }, follows: follows, lists: lists.lists, statuses: lists.statuses,
                hidden: lists.hidden, recentSearches: searches)
        }
    }

    public func merge(_ contents: LibraryContents) async throws(CatalogError) -> MergeSummary {
        var whole = Optional(contents)
        return try mergeParts(expectingPlays: contents.plays.count) { whole.take() }
    }

    public func merge(expectingPlays count: Int, parts next: @Sendable () throws -> LibraryContents?)
        async throws(CatalogError) -> MergeSummary
    {
        try mergeParts(expectingPlays: count, next)
    }

    /// Refuses contents the library cannot hold: a rating out of range, a play of a series, a list or a
    /// status ``checkListsContents(_:)`` refuses.
    private static func check(_ contents: LibraryContents) throws(CatalogError) {
        if let invalid = contents.ratings.first(where: { !Rating.range.contains($0.rating.value) }) {
            throw .storage(
                String(
                    format: tr("A rating is a number from %d to %d."),
                    Rating.range.lowerBound, Rating.range.upperBound) + " (\(invalid.rating.value))")
        }
        if contents.plays.contains(where: { !$0.title.isPlayable }) {
            throw .storage(tr("Only movies and episodes can be marked as watched."))
        }
        try checkListsContents(contents)
    }

    /// Merges the parts `next` returns until nil, in one transaction: a part refused or a failure of `next`
    /// rolls back every part before it. The set of plays is made large enough for `count` more at once.
    private func mergeParts(expectingPlays count: Int, _ next: () throws -> LibraryContents?) throws(CatalogError)
        -> MergeSummary
    {
        try write(failure: tr("The import could not be saved; the library is unchanged.")) { connection in
            var summary = MergeSummary()
            // Each statement is prepared once for every part.
            let addEntry = try connection.statement(
                "INSERT OR IGNORE INTO watchlist (kind, id, addedAt) VALUES (?, ?, ?)")
            // The plays the library has, read once in this transaction: a play is the same when its title and
            // time are (cheaper than a lookup per imported play).
            var stored = Set(
                try connection.query("SELECT kind, titleID, season, episode, watchedAt FROM play") { row in
                    TrackedTitleColumns.title(
                        kind: row.text(0), id: row.int(1), season: row.int(2), episode: row.int(3)
                    )
                    .map { LibraryContents.PlayRecord(title: $0, watchedAt: row.double(4)) }
                }.compactMap { $0 })
            stored.reserveCapacity(stored.count + count)
            let addPlay = try connection.statement(
                "INSERT INTO play (kind, titleID, season, episode, watchedAt) "
                    + "VALUES (?, ?, ?, ?, ?)")
            // The newer rating of a title wins; the same one is a duplicate.
            let addRating = try connection.statement(
                "INSERT INTO rating (kind, titleID, season, episode, value, ratedAt) "
                    + "VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (kind, titleID, season, episode) "
                    + "DO UPDATE SET value = excluded.value, ratedAt = excluded.ratedAt "
                    + "WHERE excluded.ratedAt > rating.ratedAt")
            let addFollow = try connection.statement(
                "INSERT INTO follow (seriesID, following, changedAt, notify) VALUES (?1, ?2, ?3, ?4) "
                    + "ON CONFLICT (seriesID) DO UPDATE SET following = excluded.following, "
                    + "changedAt = excluded.changedAt, notify = excluded.notify "
                    + "WHERE excluded.changedAt > follow.changedAt")
            while let contents = try next() {
                try Self.check(contents)
                for entry in contents.watchlist {
                    try addEntry.run([.text(entry.kind.rawValue), .integer(Int64(entry.id)), .real(entry.addedAt)])
                    Self.count(connection.changes > 0, in: &summary.watchlist)
                }
                stored.reserveCapacity(stored.count + contents.plays.count)
                for play in contents.plays {
                    guard stored.insert(play).inserted else {
                        summary.plays.skipped += 1
                        continue
                    }
                    try TrackedTitleColumns(play.title).bind(to: addPlay)
                    try addPlay.bind(real: play.watchedAt, at: 5)
                    try addPlay.runBound()
                    summary.plays.added += 1
                }
                for record in contents.ratings {
                    try addRating.run(
                        TrackedTitleColumns(record.title).values
                            + [.integer(Int64(record.rating.value)), .real(record.rating.ratedAt)])
                    Self.count(connection.changes > 0, in: &summary.ratings)
                }
                for record in contents.follows {
                    try addFollow.run([
                        .integer(Int64(record.seriesID)), .integer(record.following ? 1 : 0),
                        .real(record.changedAt), .text(record.wholeSeason ? "season" : "episode"),
                    ])
                    Self.count(connection.changes > 0, in: &summary.follows)
                }
                try mergeListsContents(contents, into: &summary, connection)
                if !contents.recentSearches.isEmpty {
                    let current = try connection.query("SELECT query FROM recent_search ORDER BY position") {
                        $0.text(0)
                    }
                    var seen = Set<String>()
                    let merged = (current + contents.recentSearches)
                        .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }.prefix(Self.recentSearchLimit)
                    try connection.run("DELETE FROM recent_search")
                    for (position, query) in merged.enumerated() {
                        try connection.run(
                            "INSERT INTO recent_search (position, query) VALUES (?, ?)",
                            [.integer(Int64(position)), .text(query)])
                    }
                }
            }
            return summary
        }
    }

    private static func count(_ added: Bool, in count: inout MergeSummary.Count) {
        if added { count.added += 1 } else { count.skipped += 1 }
    }
}
