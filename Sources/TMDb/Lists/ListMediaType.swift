import Catalog

/// TMDb's `media_type` of a list item: "movie" or "tv".
enum ListMediaType {
    static func name(of kind: WatchlistKind) -> String {
        kind == .movie ? "movie" : "tv"
    }

    static func kind(of name: String?) -> WatchlistKind? {
        switch name {
        case "movie": .movie
        case "tv": .tvSeries
        default: nil
        }
    }
}
