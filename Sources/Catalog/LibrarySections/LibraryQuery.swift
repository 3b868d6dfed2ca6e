import Foundation

/// The filters and order of a Library section (`library/dropped?with_genres=18|35&on_my_services=1`), in the
/// route's own parameter names:
///
/// - `with_genres`: genre ids, "18,35" (all of) or "18|35" (any of), as ``DiscoverQuery``
/// - `on_my_services=1`: streamable (flat rate, free or with ads) on one of the services chosen in Preferences
/// - `decade`: released in the decade starting that year (1990: 1990–1999)
/// - `min_rating`: the user's own rating at least this (1…10)
/// - `q`: text found in the title or a cast member's name (case- and accent-insensitive)
/// - `sort_by`: `added`, `title`, `release_date`, `rating` (the user's) or `vote_average` (TMDb's), each `.asc`
///   or `.desc`; by default `added.desc`, newest first
public struct LibraryQuery: Sendable, Hashable {
    /// What a section may be ordered by.
    public enum SortField: String, CaseIterable, Sendable {
        case added
        case title
        case releaseDate = "release_date"
        case rating
        case voteAverage = "vote_average"
    }

    /// An order: a field, ascending or descending.
    public struct Sort: Hashable, Sendable {
        public let field: SortField
        public let ascending: Bool

        public init(_ field: SortField, ascending: Bool) {
            self.field = field
            self.ascending = ascending
        }

        /// `title.asc`.
        public var text: String { field.rawValue + (ascending ? ".asc" : ".desc") }

        /// Every order, each field descending then ascending.
        public static let all: [Sort] = SortField.allCases.flatMap {
            [Sort($0, ascending: false), Sort($0, ascending: true)]
        }
    }

    public let genres: String?
    public let onMyServices: Bool
    public let decade: Int?
    public let minimumRating: Int?
    public let text: String?
    public let sort: Sort?

    public init(
        genres: String? = nil, onMyServices: Bool = false, decade: Int? = nil, minimumRating: Int? = nil,
        text: String? = nil, sort: Sort? = nil
    ) {
        self.genres = genres
        self.onMyServices = onMyServices
        self.decade = decade
        self.minimumRating = minimumRating
        self.text = text.flatMap { $0.isEmpty ? nil : $0 }
        self.sort = sort
    }

    /// Reads `text` ("with_genres=18&sort_by=title.asc", values percent-encoded or not); the empty text has no
    /// filters. Throws the first problem found (an unknown parameter, a bad value, a parameter given twice).
    public init(parsing text: String) throws(DiscoverQuery.Problem) {
        var values: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
            guard Self.names.contains(name) else { throw .unknownFilter(name) }
            guard values[name] == nil else { throw .invalidValue(name: name, value: value) }
            values[name] = value
        }
        func check<T>(_ name: String, _ read: (String) -> T?) throws(DiscoverQuery.Problem) -> T? {
            guard let value = values[name] else { return nil }
            guard let parsed = read(value) else { throw .invalidValue(name: name, value: value) }
            return parsed
        }
        self.init(
            genres: try check("with_genres", DiscoverQuery.idList),
            onMyServices: try check("on_my_services") { $0 == "1" ? true : nil } ?? false,
            decade: try check("decade") { value in
                DiscoverQuery.number(value, in: 1870...2200).flatMap { $0 % 10 == 0 ? $0 : nil }
            },
            minimumRating: try check("min_rating") { DiscoverQuery.number($0, in: 1...10) },
            text: try check("q") { $0.isEmpty ? nil : $0 },
            sort: try check("sort_by") { value in Sort.all.first { $0.text == value } })
    }

    /// The parameters in a fixed order (`q` as given, not encoded).
    public var filters: [(name: String, value: String)] {
        var result: [(String, String)] = []
        if let genres { result.append(("with_genres", genres)) }
        if onMyServices { result.append(("on_my_services", "1")) }
        if let decade { result.append(("decade", String(decade))) }
        if let minimumRating { result.append(("min_rating", String(minimumRating))) }
        if let text { result.append(("q", text)) }
        if let sort { result.append(("sort_by", sort.text)) }
        return result
    }

    /// The query's text form in the fixed order, `q` percent-encoded ("with_genres=18&q=Anna%20Berg").
    public var queryText: String {
        filters.map { "\($0.name)=\($0.name == "q" ? Self.encoded($0.value) : $0.value)" }.joined(separator: "&")
    }

    /// Whether any filter is set (the order aside).
    public var isFiltered: Bool {
        genres != nil || onMyServices || decade != nil || minimumRating != nil || text != nil
    }

    /// The same query with `change` applied to a copy of its parts.
    public func with(
        genres: String?? = .none, onMyServices: Bool? = nil, decade: Int?? = .none, minimumRating: Int?? = .none,
        text: String?? = .none, sort: Sort?? = .none
    ) -> LibraryQuery {
        LibraryQuery(
            genres: genres ?? self.genres, onMyServices: onMyServices ?? self.onMyServices,
            decade: decade ?? self.decade, minimumRating: minimumRating ?? self.minimumRating,
            text: text ?? self.text, sort: sort ?? self.sort)
    }

    /// The entries that pass every filter (`myServices`: the provider ids chosen in Preferences), in the
    /// query's order; ties keep their order in `entries`.
    public func apply(to entries: [LibraryEntry], myServices: Set<Int>) -> [LibraryEntry] {
        let needle = text.map(Self.folded)
        let kept = entries.filter { entry in
            if let genres, !Self.matches(genres: genres, entry.genreIDs) { return false }
            if onMyServices, entry.streamingProviderIDs.isDisjoint(with: myServices) { return false }
            if let decade {
                guard let year = entry.releaseDate?.year, (decade..<decade + 10).contains(year) else { return false }
            }
            if let minimumRating, (entry.userRating ?? 0) < minimumRating { return false }
            if let needle, !([entry.name] + entry.castNames).contains(where: { Self.folded($0).contains(needle) }) {
                return false
            }
            return true
        }
        return Self.sorted(kept, by: sort ?? Sort(.added, ascending: false))
    }

    /// "18,35": every genre; "18|35": any of them.
    static func matches(genres: String, _ ids: Set<Int>) -> Bool {
        if genres.contains("|") {
            return genres.split(separator: "|").contains { Int($0).map(ids.contains) ?? false }
        }
        return genres.split(separator: ",").allSatisfy { Int($0).map(ids.contains) ?? false }
    }

    /// Stable; entries without the field's value last in either direction.
    static func sorted(_ entries: [LibraryEntry], by sort: Sort) -> [LibraryEntry] {
        func key(_ entry: LibraryEntry) -> Comparison? {
            switch sort.field {
            case .added: .number(entry.addedAt)
            case .title: .text(folded(entry.name))
            case .releaseDate: entry.releaseDate.map { .number(Double($0.year * 10_000 + $0.month * 100 + $0.day)) }
            case .rating: entry.userRating.map { .number(Double($0)) }
            case .voteAverage: entry.voteAverage.map { .number($0) }
            }
        }
        let keyed = entries.enumerated().map { (offset: $0.offset, entry: $0.element, key: key($0.element)) }
        return keyed.sorted { lhs, rhs in
            switch (lhs.key, rhs.key) {
            case (nil, nil): return lhs.offset < rhs.offset
            case (nil, _): return false
            case (_, nil): return true
            case (let left?, let right?):
                if left == right { return lhs.offset < rhs.offset }
                return sort.ascending ? left < right : right < left
            }
        }.map(\.entry)
    }

    private enum Comparison: Comparable {
        case number(Double)
        case text(String)
    }

    private static let names: Set<String> = ["with_genres", "on_my_services", "decade", "min_rating", "q", "sort_by"]

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static func encoded(_ text: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?#/%")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
