import Catalog

/// How a ``TrackedTitle`` is stored: `kind` ('movie', 'tvSeries', 'episode'), `titleID` (the movie's or
/// the series' id), `season` and `episode` (0 for movies and series).
struct TrackedTitleColumns {
    let kind: String
    let titleID: Int
    let season: Int
    let episode: Int

    init(_ title: TrackedTitle) {
        switch title {
        case .movie(let id): (kind, titleID, season, episode) = ("movie", id, 0, 0)
        case .series(let id): (kind, titleID, season, episode) = ("tvSeries", id, 0, 0)
        case .episode(let key): (kind, titleID, season, episode) = ("episode", key.seriesID, key.season, key.episode)
        }
    }

    /// The four columns' values, in the order above.
    var values: [SQLiteValue] {
        [.text(kind), .integer(Int64(titleID)), .integer(Int64(season)), .integer(Int64(episode))]
    }

    /// Binds the four columns to the parameters 1–4 of `statement` (reset), in the order above, without
    /// making an array of them (an import binds 100,000 plays).
    func bind(to statement: SQLiteStatement) throws {
        try statement.bind(text: kind, at: 1)
        try statement.bind(integer: Int64(titleID), at: 2)
        try statement.bind(integer: Int64(season), at: 3)
        try statement.bind(integer: Int64(episode), at: 4)
    }

    /// The title the columns store; nil for an unknown kind.
    static func title(kind: String, id: Int64, season: Int64, episode: Int64) -> TrackedTitle? {
        switch kind {
        case "movie": .movie(id: Int(id))
        case "tvSeries": .series(id: Int(id))
        case "episode": .episode(EpisodeKey(seriesID: Int(id), season: Int(season), episode: Int(episode)))
        default: nil
        }
    }
}
