/// A movie or a series in a list (trending, popular, discover, recommendations, search). Both have the same
/// fields, but TMDb names a movie's title and date `title` and `release_date`, a series' `name` and
/// `first_air_date` (``ListItemKeys``).
struct ListItemDTO<Keys: ListItemKeys>: Decodable {
    let id: Int
    /// The movie's title, the series' name; "" when there is none.
    let title: String
    let overview: String?
    /// The release date, the first air date (as TMDb writes it).
    let date: String?
    let posterPath: String?
    let backdropPath: String?
    let popularity: Double

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        title = Keys.title.lazy.compactMap { c.text($0) }.first ?? ""
        overview = c.text("overview")
        date = c.text(Keys.date)
        posterPath = c.text("poster_path")
        backdropPath = c.text("backdrop_path")
        popularity = c.double("popularity") ?? 0
    }
}

/// What TMDb calls a list item's title and date, by kind.
protocol ListItemKeys {
    /// Where the title may be, in order: the first one present is the title.
    static var title: [AnyKey] { get }
    static var date: AnyKey { get }
}

/// A movie's: `title`, else `original_title` (else `name`); `release_date`.
enum MovieListItemKeys: ListItemKeys {
    static let title: [AnyKey] = ["title", "original_title", "name"]
    static let date: AnyKey = "release_date"
}

/// A series': `name`, else `original_name` (else `title`); `first_air_date`.
enum TVListItemKeys: ListItemKeys {
    static let title: [AnyKey] = ["name", "original_name", "title"]
    static let date: AnyKey = "first_air_date"
}

/// A movie in a list.
typealias MovieListItemDTO = ListItemDTO<MovieListItemKeys>

/// A series in a list.
typealias TVListItemDTO = ListItemDTO<TVListItemKeys>
