/// The kinds of cached resources; each is its own table in the cache database.
public enum CacheResource: String, Sendable, Hashable, CaseIterable {
    case movie
    case tvSeries
    case tvSeason
    case tvEpisode
    case person
    case exploreSection
    /// Search results used to match imported titles.
    case movieSearch
    /// IMDb ids resolved to TMDb titles.
    case externalID
    case discover
}
