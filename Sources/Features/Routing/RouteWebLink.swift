extension Route {
    /// The page of the same title, season, episode, person or cast list on TMDb's website ("Open on TMDb",
    /// "Copy Link"); nil for pages that have none (``RoutablePage/webLink(for:)``).
    public var tmdbWebURL: String? { RouteTable.popcorn.row(for: self)?.webLink(for: self) }

    /// The page at `path` on TMDb's website, e.g. `movie/603/cast`.
    public static func tmdbWebURL(path: String) -> String { "https://www.themoviedb.org/" + path }
}
