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
        cards(.movie, [
            (28, tr("Action")), (12, tr("Adventure")), (16, tr("Animation")), (35, tr("Comedy")), (80, tr("Crime")),
            (99, tr("Documentary")), (18, tr("Drama")), (10751, tr("Family")), (14, tr("Fantasy")),
            (36, tr("History")), (27, tr("Horror")), (10402, tr("Music")), (9648, tr("Mystery")),
            (10749, tr("Romance")), (878, tr("Science Fiction")), (53, tr("Thriller")), (10752, tr("War")),
            (37, tr("Western")),
        ])
    }

    /// TV genres.
    public static var tvSeries: [Card] {
        cards(.tvSeries, [
            (10759, tr("Action & Adventure")), (16, tr("Animation")), (35, tr("Comedy")), (80, tr("Crime")),
            (99, tr("Documentary")), (18, tr("Drama")), (10751, tr("Family")), (10762, tr("Kids")),
            (9648, tr("Mystery")), (10765, tr("Sci-Fi & Fantasy")), (10768, tr("War & Politics")), (37, tr("Western")),
        ])
    }

    private static func cards(_ kind: WatchlistKind, _ genres: [(Int, String)]) -> [Card] {
        genres.map { id, name in
            Card(id: id, name: name, route: .discover(DiscoverQuery(kind: kind, genres: String(id),
                                                                    sortBy: "popularity.desc")))
        }
    }
}
