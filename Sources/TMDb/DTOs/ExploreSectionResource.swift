import Catalog

/// A page of an Explore carousel (and its See All grid): TMDb's trending and popular lists, decoded as
/// ``PageDTO`` of movie, series or person list items.
public struct ExploreSectionResource: CatalogResource {
    public static let name = "exploreSection"

    public let section: ExploreSectionID
    public let page: Int

    public init(_ section: ExploreSectionID, page: Int) {
        self.section = section
        self.page = page
    }

    public var cacheKey: String { "\(section.rawValue)-\(page)" }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> Page<MediaItem> {
        let pageItem = QueryItem("page", String(TMDbClient.clampPage(page)))
        switch section {
        case .trendingMovies:
            return try await client.moviePage("/trending/movie/day", [pageItem])
        case .popularMovies:
            return try await client.moviePage("/movie/popular", [pageItem])
        case .discoverMovies:
            return try await client.moviePage(
                "/discover/movie",
                [
                    pageItem, QueryItem("sort_by", "popularity.desc"),
                    QueryItem("include_adult", "false"),
                ])
        case .trendingTVSeries:
            return try await client.seriesPage("/trending/tv/day", [pageItem])
        case .popularTVSeries:
            return try await client.seriesPage("/tv/popular", [pageItem])
        case .trendingPeople:
            let dto = try await client.get(PageDTO<PersonListItemDTO>.self, "/trending/person/day", [pageItem])
            return Page(
                page: dto.page, totalPages: dto.totalPages, totalResults: dto.totalResults,
                results: dto.results.map { .person(client.images.personSummary($0)) })
        }
    }
}
