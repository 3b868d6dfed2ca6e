import Catalog
import Foundation
import Localization

/// The choices of Discover's filter bar and what each does to a query: sort order, year, minimum rating,
/// original language and, once the user chose their streaming services, "On My Services". Choosing one makes a
/// new query (a new route). The filters in effect — the genres too, chosen on Search's genre cards — show as
/// removable chips (``chips``): removing one makes the query without it.
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

    /// One filter in effect, shown as a chip with a button removing it.
    public struct Chip: Equatable, Sendable, Identifiable {
        /// The query parameter and value it stands for ("with_genres=18").
        public let id: String
        /// "Drama", "2020", "Rated 7+", "Français", "On My Services".
        public let label: String
        /// The accessible name and tooltip of its remove button: "Remove Filter Drama".
        public let removeLabel: String
        /// The same query without this filter (first page).
        public let query: DiscoverQuery
    }

    public let filters: [Filter]
    /// The filters in effect (not the order): each genre, then the year, rating, language and services.
    public let chips: [Chip]

    /// The filters of `query`; years run from `currentYear` back to 1950; `myServices` (provider ids) adds
    /// the services filter; numbers are in `locale`'s format ("Rated 6,5+" in German).
    public init(
        _ query: DiscoverQuery, myServices: [Int] = [],
        currentYear: Int = Calendar.current.component(.year, from: Date()), locale: Locale = .current
    ) {
        let base = query.at(page: nil)
        func with(
            genres: String?? = .none, sortBy: String?? = .none, year: Int?? = .none, rating: Double?? = .none,
            language: String?? = .none, providers: String?? = .none
        ) -> DiscoverQuery {
            DiscoverQuery(
                kind: base.kind, genres: genres ?? base.genres, sortBy: sortBy ?? base.sortBy,
                year: year ?? base.year,
                minimumRating: rating ?? base.minimumRating,
                originalLanguage: language ?? base.originalLanguage,
                watchProviders: providers ?? base.watchProviders, watchRegion: base.watchRegion)
        }
        let date = base.kind == .movie ? "primary_release_date" : "first_air_date"
        let sorts: [(String, String?)] = [
            (tr("Most Popular"), "popularity.desc"), (tr("Top Rated"), "vote_average.desc"),
            (tr("Newest"), "\(date).desc"), (tr("Oldest"), "\(date).asc"),
        ]
        let years: [Int?] = [nil] + Array((1950...max(currentYear, 1950)).reversed())
        let ratings: [Double?] = [nil, 5, 6, 7, 8]
        let languages: [(String, String?)] =
            [(tr("Any Language"), nil)]
            + [
                ("en", "English"), ("fr", "Français"), ("de", "Deutsch"), ("es", "Español"), ("it", "Italiano"),
                ("ja", "日本語"), ("ko", "한국어"), ("hi", "हिन्दी"), ("sv", "Svenska"), ("da", "Dansk"),
            ].map { ($0.1, $0.0) }
        var services: [Filter] = []
        if !myServices.isEmpty {
            let mine = myServices.map(String.init).joined(separator: "|")
            services = [
                Filter(
                    name: tr("Streaming Services"),
                    choices: [
                        Choice(label: tr("All Services"), query: with(providers: .some(nil))),
                        Choice(label: tr("On My Services"), query: with(providers: .some(mine))),
                    ], selected: base.watchProviders == nil ? 0 : 1)
            ]
        }
        var chips: [Chip] = []
        func chip(_ id: String, _ label: String, _ query: DiscoverQuery) {
            chips.append(
                Chip(
                    // Translators: the accessible name and tooltip of the button removing one of Discover's filters.
                    id: id, label: label, removeLabel: String(format: tr("Remove Filter %@"), label),
                    query: query))
        }
        if let genres = base.genres {
            let separator: Character = genres.contains("|") ? "|" : ","
            let ids = genres.split(separator: separator).map(String.init)
            let names = Dictionary(
                (base.kind == .movie ? DiscoverGenres.movies : DiscoverGenres.tvSeries)
                    .map { (String($0.id), $0.name) }
            ) { first, _ in first }
            for id in ids {
                let rest = ids.filter { $0 != id }.joined(separator: String(separator))
                chip(
                    // Translators: a chip of a genre Popcorn has no name for ("Genre 10770").
                    "with_genres=\(id)", names[id] ?? String(format: tr("Genre %@"), id),
                    with(genres: .some(rest.isEmpty ? nil : rest)))
            }
        }
        let filters =
            [
                Filter(
                    name: tr("Sort By"), choices: sorts.map { Choice(label: $0.0, query: with(sortBy: .some($0.1))) },
                    selected: sorts.firstIndex { $0.1 == (base.sortBy ?? "popularity.desc") } ?? 0),
                Filter(
                    name: tr("Year"),
                    choices: years.map { year in
                        Choice(label: year.map(String.init) ?? tr("Any Year"), query: with(year: .some(year)))
                    }, selected: years.firstIndex { $0 == base.year } ?? 0),
                Filter(
                    name: tr("Rating"),
                    choices: ratings.map { rating in
                        Choice(
                            // Translators: a minimum rating out of 10 ("Rated 7+").
                            label: rating.map { String(format: tr("Rated %ld+"), Int($0)) } ?? tr("Any Rating"),
                            query: with(rating: .some(rating)))
                    }, selected: ratings.firstIndex { $0 == base.minimumRating } ?? 0),
                Filter(
                    name: tr("Original Language"),
                    choices: languages.map { Choice(label: $0.0, query: with(language: .some($0.1))) },
                    selected: languages.firstIndex { $0.1 == base.originalLanguage } ?? 0),
            ] + services
        if let year = base.year {
            chip(DiscoverQuery.yearParameter(for: base.kind), String(year), with(year: .some(nil)))
        }
        if let rating = base.minimumRating {
            let label =
                filters[2].choices.first { $0.query.minimumRating == rating }?.label
                ?? String(
                    // Translators: a minimum rating out of 10 that is no whole number ("Rated 6.5+").
                    format: tr("Rated %@+"),
                    DisplayFormat.decimal(rating, fractionDigits: 0...2, locale: locale))
            chip("vote_average.gte", label, with(rating: .some(nil)))
        }
        if let language = base.originalLanguage {
            chip(
                "with_original_language", languages.first { $0.1 == language }?.0 ?? language.uppercased(),
                with(language: .some(nil)))
        }
        if let providers = base.watchProviders {
            let isMine = providers == myServices.map(String.init).joined(separator: "|")
            chip(
                "with_watch_providers", isMine ? tr("On My Services") : tr("Streaming Services"),
                with(providers: .some(nil)))
        }
        self.filters = filters
        self.chips = chips
    }
}
