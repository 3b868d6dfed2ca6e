import Catalog
import Persistence

/// Puts the movies `first..<first + count` of the library of `$XDG_DATA_HOME` into `lists` new lists of
/// equal size, in order ("Benchmark List 1" holds the first ones), through Persistence's own library (the
/// lists repository the app and `popcorn list add` use), so the file is what the app writes. Figure 12.
@MainActor
enum SeedLists {
    static func run(_ options: BenchOptions) async -> BenchResult {
        let first = options.int("first", default: 100_000)
        let count = options.int("count", default: 2000)
        let listCount = max(1, options.int("lists", default: 20))
        let library = SQLiteLibrary(path: SQLiteLibrary.defaultPath())
        let perList = (count + listCount - 1) / listCount
        var result = BenchResult()
        do {
            for index in 0..<listCount {
                let list = try await library.createList(name: "Benchmark List \(index + 1)", description: "")
                let start = first + index * perList
                let titles = (start..<min(start + perList, first + count)).map { LibraryTitle(.movie, id: $0) }
                try await library.addToList(list.id, titles)
            }
            let lists = try await library.lists()
            result["lists"] = lists.count
            result["items"] = lists.map(\.itemCount).reduce(0, +)
        } catch {
            result["error"] = "\(error)"
        }
        return result
    }
}
