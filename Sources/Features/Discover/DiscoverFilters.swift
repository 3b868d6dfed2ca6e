import Catalog
import Foundation
import Localization

/// The choices of Discover's filter bar and what each does to a query: sort order, year, minimum rating,
/// original language and, once the user chose their streaming services, "On My Services". Choosing one makes a
/// new query (a new route).
public struct DiscoverFilters: Equatable, Sendable {
    /// One choice of a filter: its label and the query it makes.
    public struct Choice: Equatable, Sendable {
        public let label: String
        public let query: DiscoverQuery
    }

    /// One filter: its name (the button's accessible name), the choices and which one the query has.
    public struct Filter: Equatable, Sendable {
        public let name: String
        public let choices: [Choice]
        public let selected: Int
        /// The button's label: the chosen choice's label.
        public var label: String { choices[selected].label }
    }

    public let filters: [Filter]

    /// The filters of `query`; years run from `currentYear` back to 1950; `myServices` (provider ids) adds
    /// the services filter.
    public init(_ query: DiscoverQuery, myServices: [Int] = [],
                currentYear: Int = Calendar.current.component(.year, from: Date())) {
        let base = query.at(page: nil)
        func with(sortBy: String?? = .none, year: Int?? = .none, rating: Double?? = .none,
                  language: String?? = .none, providers: String?? = .none) -> DiscoverQuery {
            DiscoverQuery(kind: base.kind, genres: base.genres, sortBy: sortBy ?? base.sortBy, year: year ?? base.year,
                          minimumRating: rating ?? base.minimumRating,
                          originalLanguage: language ?? base.originalLanguage,
                          watchProviders: providers ?? base.watchProviders, watchRegion: base.watchRegion)
        }
        let date = base.kind == .movie ? "primary_release_date" : "first_air_date"
        let sorts: [(String, String?)] = [(tr("Most Popular"), "popularity.desc"), (tr("Top Rated"), "vote_average.desc"),
                                          (tr("Newest"), "\(date).desc"), (tr("Oldest"), "\(date).asc")]
        let years: [Int?] = [nil] + Array((1950...max(currentYear, 1950)).reversed())
        let ratings: [Double?] = [nil, 5, 6, 7, 8]
        let languages: [(String, String?)] = [(tr("Any Language"), nil)] + [
            ("en", "English"), ("fr", "Français"), ("de", "Deutsch"), ("es", "Español"), ("it", "Italiano"),
            ("ja", "日本語"), ("ko", "한국어"), ("hi", "हिन्दी"), ("sv", "Svenska"), ("da", "Dansk"),
        ].map { ($0.1, $0.0) }
        var services: [Filter] = []
        if !myServices.isEmpty {
            let mine = myServices.map(String.init).joined(separator: "|")
            services = [Filter(name: tr("Streaming Services"), choices: [
                Choice(label: tr("All Services"), query: with(providers: .some(nil))),
                Choice(label: tr("On My Services"), query: with(providers: .some(mine))),
            ], selected: base.watchProviders == nil ? 0 : 1)]
        }
        filters = [
            Filter(name: tr("Sort By"), choices: sorts.map { Choice(label: $0.0, query: with(sortBy: .some($0.1))) },
                   selected: sorts.firstIndex { $0.1 == (base.sortBy ?? "popularity.desc") } ?? 0),
            Filter(name: tr("Year"), choices: years.map { year in
                Choice(label: year.map(String.init) ?? tr("Any Year"), query: with(year: .some(year)))
            }, selected: years.firstIndex { $0 == base.year } ?? 0),
            Filter(name: tr("Rating"), choices: ratings.map { rating in
                // Translators: a minimum rating out of 10 ("Rated 7+").
                Choice(label: rating.map { String(format: tr("Rated %ld+"), Int($0)) } ?? tr("Any Rating"),
                       query: with(rating: .some(rating)))
            }, selected: ratings.firstIndex { $0 == base.minimumRating } ?? 0),
            Filter(name: tr("Original Language"), choices: languages.map { Choice(label: $0.0, query: with(language: .some($0.1))) },
                   selected: languages.firstIndex { $0.1 == base.originalLanguage } ?? 0),
        ] + services
    }
}
