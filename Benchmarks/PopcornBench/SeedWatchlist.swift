import Catalog
import Persistence

/// Fills the watchlist library of `$XDG_DATA_HOME` with `count` movies, ids from `first` (the GUI figures'
/// fake TMDb serves them), through Persistence's own library so the file is what the app writes.
@MainActor
enum SeedWatchlist {
    static func run(_ options: BenchOptions) async -> BenchResult {
        let first = options.int("first", default: 100_000)
        let count = options.int("count", default: 2000)
        let library = SQLiteLibrary(path: SQLiteLibrary.defaultPath())
        var result = BenchResult()
        do {
            for id in first..<first + count {
                try await library.add(.movie, id: id)
            }
            result["entries"] = try await library.all().count
        } catch {
            result["error"] = "\(error)"
        }
        return result
    }
}
