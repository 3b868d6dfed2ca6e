import Catalog
import Foundation

/// Where the app can go: a top-level page or a details page. Prints as, and parses from, the text
/// form used on the command line and in tests:
/// `explore`, `search`, `search?q=…`, `watchlist`, `movie/ID`, `tv/ID`, `tv/ID/season/N`,
/// `tv/ID/season/N/episode/E`, `person/ID`.
///
/// Ids and episode numbers are positive integers; season numbers may be 0 (specials). The search
/// query is percent-encoded.
public enum Route: Hashable, Sendable, CustomStringConvertible {
    case explore
    /// The Search page; an empty query shows recent searches.
    case search(query: String)
    case watchlist
    case movie(id: Int)
    case tvSeries(id: Int)
    case tvSeason(seriesID: Int, season: Int)
    case tvEpisode(seriesID: Int, season: Int, episode: Int)
    case person(id: Int)

    /// The page this route selects, for page routes; nil for details pages.
    public var page: AppPage? {
        switch self {
        case .explore: .explore
        case .search: .search
        case .watchlist: .watchlist
        case .movie, .tvSeries, .tvSeason, .tvEpisode, .person: nil
        }
    }

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

    public var description: String {
        switch self {
        case .explore: "explore"
        case .search(let query) where query.isEmpty: "search"
        case .search(let query): "search?q=" + Self.encode(query)
        case .watchlist: "watchlist"
        case .movie(let id): "movie/\(id)"
        case .tvSeries(let id): "tv/\(id)"
        case .tvSeason(let seriesID, let season): "tv/\(seriesID)/season/\(season)"
        case .tvEpisode(let seriesID, let season, let episode): "tv/\(seriesID)/season/\(season)/episode/\(episode)"
        case .person(let id): "person/\(id)"
        }
    }

    /// Parses the text form; throws a ``RouteError`` naming what is wrong.
    public init(parsing text: String) throws(RouteError) {
        guard !text.isEmpty else { throw .empty }
        let pathAndQuery = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(pathAndQuery[0])
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let kind = segments[0]
        if pathAndQuery.count > 1 && kind != "search" {
            throw .unexpectedQuery(text)
        }
        switch kind {
        case "explore":
            try Self.expectCount(segments, 1)
            self = .explore
        case "watchlist":
            try Self.expectCount(segments, 1)
            self = .watchlist
        case "search":
            try Self.expectCount(segments, 1)
            self = .search(query: try pathAndQuery.count > 1 ? Self.parseQuery(String(pathAndQuery[1])) : "")
        case "movie":
            try Self.expectCount(segments, 2)
            self = .movie(id: try Self.number(segments[1], name: "movie", minimum: 1))
        case "person":
            try Self.expectCount(segments, 2)
            self = .person(id: try Self.number(segments[1], name: "person", minimum: 1))
        case "tv":
            self = try Self.parseTV(segments)
        default:
            throw .unknownKind(kind)
        }
    }

    private static func parseTV(_ segments: [String]) throws(RouteError) -> Route {
        guard segments.count >= 2 else { throw .missingSegments("tv") }
        let seriesID = try number(segments[1], name: "tv", minimum: 1)
        if segments.count == 2 { return .tvSeries(id: seriesID) }
        guard segments[2] == "season" else { throw .unexpectedSegment(segments[2]) }
        guard segments.count >= 4 else { throw .missingSegments("season") }
        let season = try number(segments[3], name: "season", minimum: 0)
        if segments.count == 4 { return .tvSeason(seriesID: seriesID, season: season) }
        guard segments[4] == "episode" else { throw .unexpectedSegment(segments[4]) }
        guard segments.count >= 6 else { throw .missingSegments("episode") }
        let episode = try number(segments[5], name: "episode", minimum: 1)
        try expectCount(segments, 6)
        return .tvEpisode(seriesID: seriesID, season: season, episode: episode)
    }

    private static func expectCount(_ segments: [String], _ count: Int) throws(RouteError) {
        if segments.count > count {
            throw .extraSegments(segments[count...].joined(separator: "/"))
        }
        if segments.count < count {
            throw .missingSegments(segments[0])
        }
    }

    private static func number(_ text: String, name: String, minimum: Int) throws(RouteError) -> Int {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
              let value = Int(text), value >= minimum else {
            throw .invalidNumber(name: name, value: text)
        }
        return value
    }

    private static func parseQuery(_ text: String) throws(RouteError) -> String {
        guard text.hasPrefix("q="), !text.dropFirst(2).contains("&"),
              let query = String(text.dropFirst(2)).removingPercentEncoding else {
            throw .invalidQuery(text)
        }
        return query
    }

    private static let queryAllowed: CharacterSet = {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?#/%")
        return allowed
    }()

    private static func encode(_ query: String) -> String {
        query.addingPercentEncoding(withAllowedCharacters: queryAllowed) ?? query
    }
}
