import Catalog
import Foundation

/// Where the app can go: a page of the route table, with its numbers (ids, season and episode numbers)
/// and, for search, its query. Prints as, and parses from (``Routes/route(parsing:)``), the text form used
/// on the command line and in tests: `explore`, `search?q=…`, `movie/603`, `tv/1/season/2/episode/3`, …
public struct Route: Hashable, Sendable, CustomStringConvertible {
    public let pattern: RoutePattern
    /// The number segments in order (e.g. series id, season, episode).
    public let numbers: [Int]
    /// The query's value (search text, page number); empty without one.
    public let query: String

    /// The route of `pattern` with `numbers` (one per number segment) and `query`.
    public init(_ pattern: RoutePattern, _ numbers: [Int] = [], query: String = "") {
        self.pattern = pattern
        self.numbers = numbers
        self.query = query
    }

    /// The top-level page this route selects; nil for details pages.
    public var page: AppPage? { pattern.page }

    /// The route of a list item (movie, series or person).
    public init(_ item: MediaItem) {
        switch item {
        case .movie(let movie): self = .movie(id: movie.id)
        case .tvSeries(let series): self = .tvSeries(id: series.id)
        case .person(let person): self = .person(id: person.id)
        }
    }

    /// The route of a watchlist title.
    public init(_ kind: WatchlistKind, id: Int) {
        switch kind {
        case .movie: self = .movie(id: id)
        case .tvSeries: self = .tvSeries(id: id)
        }
    }

    /// The watchlist title of a movie or series route (a page with a watchlist toggle); nil for other routes.
    public var watchlistTitle: (kind: WatchlistKind, id: Int)? {
        guard let page = RouteTable.popcorn.row(for: self) as? any WatchlistTogglePage.Type else { return nil }
        return (page.watchlistKind, numbers[0])
    }

    public var description: String {
        let path = pattern.path(numbers)
        guard let kind = pattern.query, !query.isEmpty else { return path }
        if kind.name.isEmpty { return path + "?" + query }
        return path + "?" + kind.name + "="
            + (query.addingPercentEncoding(withAllowedCharacters: Self.queryAllowed) ?? query)
    }

    private static let queryAllowed: CharacterSet = {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?#/%")
        return allowed
    }()
}
