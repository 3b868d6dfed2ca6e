import Foundation

/// A TMDb discover query (`/discover/movie`, `/discover/tv`) with the filters Popcorn offers, in TMDb's own
/// parameter names (so a route's query and the request's are the same text):
///
/// - `with_genres`: genre ids, "18,35" (all of) or "18|35" (any of)
/// - `sort_by`: `popularity`, `vote_average`, `primary_release_date` (movies) or `first_air_date` (series),
///   each `.asc` or `.desc`
/// - `primary_release_year` (movies) / `first_air_date_year` (series): 1874…2200
/// - `vote_average.gte`: 0…10
/// - `with_original_language`: an ISO 639-1 code ("ko")
/// - `with_watch_providers`: provider ids, "8|337" (any of) or "8,337"; `watch_region`: ISO 3166-1 ("DE")
/// - `page`: 1…500
public struct DiscoverQuery: Sendable, Hashable, Codable {
    /// Why a query's text was refused.
    public enum Problem: Error, Equatable, Sendable {
        /// A parameter Popcorn does not know (or one of the other kind, e.g. a movie's year on series).
        case unknownFilter(String)
        /// A known parameter with a malformed or out-of-range value (or given twice).
        case invalidValue(name: String, value: String)
    }

    public let kind: WatchlistKind
    public let genres: String?
    public let sortBy: String?
    public let year: Int?
    public let minimumRating: Double?
    public let originalLanguage: String?
    public let watchProviders: String?
    public let watchRegion: String?
    /// The page asked for; nil for the first.
    public let page: Int?

    public init(
        kind: WatchlistKind, genres: String? = nil, sortBy: String? = nil, year: Int? = nil,
        minimumRating: Double? = nil, originalLanguage: String? = nil, watchProviders: String? = nil,
        watchRegion: String? = nil, page: Int? = nil
    ) {
        self.kind = kind
        self.genres = genres
        self.sortBy = sortBy
        self.year = year
        self.minimumRating = minimumRating
        self.originalLanguage = originalLanguage
        self.watchProviders = watchProviders
        self.watchRegion = watchRegion
        self.page = page
    }

    /// The year parameter of the kind.
    public static func yearParameter(for kind: WatchlistKind) -> String {
        kind == .movie ? "primary_release_year" : "first_air_date_year"
    }

    /// The orders a query of `kind` may use.
    public static func sortOrders(for kind: WatchlistKind) -> [String] {
        let fields = ["popularity", "vote_average", kind == .movie ? "primary_release_date" : "first_air_date"]
        return fields.flatMap { ["\($0).desc", "\($0).asc"] }
    }

    /// Reads `text` ("with_genres=18&sort_by=popularity.desc&page=2", values percent-encoded or not); the empty
    /// text is the unfiltered query. Throws the first problem found.
    public init(parsing text: String, kind: WatchlistKind) throws(Problem) {
        var values: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
            guard Self.names(for: kind).contains(name) else { throw .unknownFilter(name) }
            guard values[name] == nil else { throw .invalidValue(name: name, value: value) }
            values[name] = value
        }
        func check<T>(_ name: String, _ read: (String) -> T?) throws(Problem) -> T? {
            guard let value = values[name] else { return nil }
            guard let parsed = read(value) else { throw .invalidValue(name: name, value: value) }
            return parsed
        }
        self.init(
            kind: kind,
            genres: try check("with_genres", Self.idList),
            sortBy: try check("sort_by") { Self.sortOrders(for: kind).contains($0) ? $0 : nil },
            year: try check(Self.yearParameter(for: kind)) { Self.number($0, in: 1874...2200) },
            minimumRating: try check("vote_average.gte") { value in
                Double(value).flatMap {
                    (0...10).contains($0) && value.allSatisfy({ $0.isNumber || $0 == "." }) ? $0 : nil
                }
            },
            originalLanguage: try check("with_original_language") { value in
                value.count == 2 && value.allSatisfy({ $0.isASCII && $0.isLowercase }) ? value : nil
            },
            watchProviders: try check("with_watch_providers", Self.idList),
            watchRegion: try check("watch_region") { value in
                value.count == 2 && value.allSatisfy({ $0.isASCII && $0.isUppercase }) ? value : nil
            },
            page: try check("page") { Self.number($0, in: 1...500) })
    }

    /// The parameters in a fixed order, without `page`.
    public var filters: [(name: String, value: String)] {
        var result: [(String, String)] = []
        if let genres { result.append(("with_genres", genres)) }
        if let sortBy { result.append(("sort_by", sortBy)) }
        if let year { result.append((Self.yearParameter(for: kind), String(year))) }
        if let minimumRating {
            result.append(
                (
                    "vote_average.gte",
                    minimumRating == minimumRating.rounded()
                        ? String(Int(minimumRating)) : String(minimumRating)
                ))
        }
        if let originalLanguage { result.append(("with_original_language", originalLanguage)) }
        if let watchProviders { result.append(("with_watch_providers", watchProviders)) }
        if let watchRegion { result.append(("watch_region", watchRegion)) }
        return result
    }

    /// The query's text form, filters then `page` when given ("with_genres=18&page=2").
    public var text: String {
        (filters + (page.map { [("page", String($0))] } ?? [])).map { "\($0.name)=\($0.value)" }
            .joined(separator: "&")
    }

    /// The same filters at `page` (nil: the first page without `page=`).
    public func at(page: Int?) -> DiscoverQuery {
        DiscoverQuery(
            kind: kind, genres: genres, sortBy: sortBy, year: year, minimumRating: minimumRating,
            originalLanguage: originalLanguage, watchProviders: watchProviders, watchRegion: watchRegion,
            page: page)
    }

    private static func names(for kind: WatchlistKind) -> Set<String> {
        [
            "with_genres", "sort_by", yearParameter(for: kind), "vote_average.gte", "with_original_language",
            "with_watch_providers", "watch_region", "page",
        ]
    }

    /// "18", "18,35" or "18|35": positive ids joined by one kind of separator.
    static func idList(_ value: String) -> String? {
        let separators = Set(value.filter { $0 == "," || $0 == "|" })
        guard separators.count <= 1 else { return nil }
        let ids = value.split(separator: separators.first ?? ",", omittingEmptySubsequences: false)
        guard ids.allSatisfy({ number(String($0), in: 1...999_999_999) != nil }) else { return nil }
        return value
    }

    static func number(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Int(text), range.contains(value)
        else { return nil }
        return value
    }
}
