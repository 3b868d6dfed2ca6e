/// The carousels of the Explore page, in display order.
public enum ExploreSectionID: String, Sendable, Hashable, Codable, CaseIterable {
    case trendingMovies
    case popularMovies
    case discoverMovies
    case trendingTVSeries
    case popularTVSeries
    case trendingPeople
}
