import Catalog
import Localization

/// The genre cards of Search's empty state: TMDb's genres (their ids are TMDb's and stable), each opening
/// Discover for that genre, most popular first.
public enum DiscoverGenres {
    /// One genre card.
    public struct Card: Equatable, Sendable, Identifiable {
        public let id: Int
        public let name: String
        public let route: Route
    }

    /// Movie genres.
    public static var movies: [Card] {
        cards(
            .movie,
            [
                (28, tr("genre|Action")), (12, tr("genre|Adventure")), (16, tr("genre|Animation")),
                (35, tr("genre|Comedy")), (80, tr("genre|Crime")), (99, tr("genre|Documentary")),
                (18, tr("genre|Drama")), (10751, tr("genre|Family")), (14, tr("genre|Fantasy")),
                (36, tr("genre|History")), (27, tr("genre|Horror")), (10402, tr("genre|Music")),
                (9648, tr("genre|Mystery")), (10749, tr("genre|Romance")), (878, tr("genre|Science Fiction")),
                (53, tr("genre|Thriller")), (10752, tr("genre|War")), (37, tr("genre|Western")),
            ])
    }

    /// TV genres.
    public static var tvSeries: [Card] {
        cards(
            .tvSeries,
            [
                (10759, tr("genre|Action & Adventure")), (16, tr("genre|Animation")), (35, tr("genre|Comedy")),
                (80, tr("genre|Crime")), (99, tr("genre|Documentary")), (18, tr("genre|Drama")),
                (10751, tr("genre|Family")), (10762, tr("genre|Kids")), (9648, tr("genre|Mystery")),
                (10765, tr("genre|Sci-Fi & Fantasy")), (10768, tr("genre|War & Politics")), (37, tr("genre|Western")),
            ])
    }

    /// Genre names are translated with the context "genre|" ("genre|History": the genre, not the page); an
    /// untranslated name drops it.
    private static func cards(_ kind: WatchlistKind, _ genres: [(Int, String)]) -> [Card] {
        genres.map { id, translated in
            let name = translated.hasPrefix("genre|") ? String(translated.dropFirst("genre|".count)) : translated
            return Card(
                id: id, name: name,
                route: .discover(
                    DiscoverQuery(
                        kind: kind, genres: String(id),
                        sortBy: "popularity.desc")))
        }
    }
}
