/// The kinds of things TMDb lists.
public enum MediaKind: String, Sendable, Hashable, Codable, CaseIterable {
    case movie
    case tvSeries
    case person
}

/// The kinds of titles the watchlist holds.
public enum WatchlistKind: String, Sendable, Hashable, Codable, CaseIterable {
    case movie
    case tvSeries
}
