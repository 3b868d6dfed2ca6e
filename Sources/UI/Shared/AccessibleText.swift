import Catalog
import Features
import Localization

extension MediaKind {
    /// The kind as a search result shows it: "Movie", "TV Series", "Person".
    var displayName: String {
        switch self {
        case .movie: tr("Movie")
        case .tvSeries: tr("TV Series")
        case .person: tr("Person")
        }
    }

    /// The kind as screen readers say it inside a sentence: "movie", "TV series", "person".
    var spokenName: String {
        switch self {
        // Translators: the kind of a card as a screen reader says it ("Breaking Point, 2019, movie").
        case .movie: tr("movie")
        // Translators: the kind of a card as a screen reader says it ("The Long Road, 2021, TV series").
        case .tvSeries: tr("TV series")
        // Translators: the kind of a card as a screen reader says it ("Ada Stone, Acting, person").
        case .person: tr("person")
        }
    }
}

extension WatchlistKind {
    var mediaKind: MediaKind { self == .movie ? .movie : .tvSeries }
}

/// Accessible names of cards and rows.
enum AccessibleText {
    /// "Breaking Point, 2019, movie": the parts that exist, joined.
    static func card(title: String, detail: String?, kind: MediaKind?) -> String {
        CardNamer().name(title: title, detail: detail, kind: kind)
    }

    /// Names cards as ``card(title:detail:kind:)`` does, with the translations looked up once: for a page
    /// naming thousands of titles at a time (the Watchlist).
    struct CardNamer {
        private let separator = DisplayFormat.listSeparator
        private let kinds = Dictionary(uniqueKeysWithValues: MediaKind.allCases.map { ($0, $0.spokenName) })

        /// "Breaking Point, 2019, movie".
        func name(title: String, detail: String?, kind: MediaKind?) -> String {
            [title, detail, kind.flatMap { kinds[$0] }].compactMap { $0 }.joined(separator: separator)
        }
    }
}
