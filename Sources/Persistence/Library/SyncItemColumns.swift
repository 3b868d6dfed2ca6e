import Catalog

/// How a ``SyncItem`` is stored in `sync_base`: `list` ('watchlist' or 'rating') and the four columns of
/// ``TrackedTitleColumns`` (a watchlist entry's `kind` is its ``WatchlistKind``, season and episode 0).
struct SyncItemColumns {
    let list: String
    let kind: String
    let titleID: Int
    let season: Int
    let episode: Int

    init(_ item: SyncItem) {
        switch item {
        case .watchlist(let kind, let id):
            (list, self.kind, titleID, season, episode) = ("watchlist", kind.rawValue, id, 0, 0)
        case .rating(let title):
            let columns = TrackedTitleColumns(title)
            (list, kind, titleID, season, episode) = (
                "rating", columns.kind, columns.titleID, columns.season,
                columns.episode
            )
        }
    }

    /// The key columns' values after `list`: kind, titleID, season, episode.
    var titleValues: [SQLiteValue] {
        [.text(kind), .integer(Int64(titleID)), .integer(Int64(season)), .integer(Int64(episode))]
    }

    /// The item the columns store; nil for an unknown list or kind.
    static func item(list: String, kind: String, id: Int64, season: Int64, episode: Int64) -> SyncItem? {
        switch list {
        case "watchlist": WatchlistKind(rawValue: kind).map { .watchlist($0, id: Int(id)) }
        case "rating":
            TrackedTitleColumns.title(kind: kind, id: id, season: season, episode: episode).map { .rating($0) }
        default: nil
        }
    }
}
