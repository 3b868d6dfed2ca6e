import Catalog
import TMDb

/// Every title of an Explore carousel in a poster grid (`explore/SECTION?page=N`), more pages loading as
/// the end nears.
public enum SeeAllFeature: PagedGridPage {
    public static let pattern = RoutePattern(
        "explore/{section:\(ExploreSectionID.allCases.map(\.rawValue).joined(separator: "|"))}",
        details: Self.self, query: .pageNumber)

    /// The section the route shows.
    public static func section(of route: Route) -> ExploreSectionID { ExploreSectionID.allCases[route.numbers[0]] }

    public static func gridTitle(of route: Route) -> String { section(of: route).title }

    public static func pageNumber(of route: Route) -> Int { max(Int(route.query) ?? 1, 1) }

    public static func fetchPage(_ number: Int, of route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<Page<MediaItem>>
    {
        try await dependencies.catalog.read(ExploreSectionResource(section(of: route), page: number))
    }

    /// No titles: the first page when this is a later one, else Explore.
    public static func emptyState(for route: Route) -> PagedGridEmptyState {
        pageNumber(of: route) > 1 ? .pastTheLastPage(firstPage: .seeAll(section(of: route))) : .nothing
    }
}

extension Route {
    /// `explore/SECTION`, or `explore/SECTION?page=N` after the first page.
    public static func seeAll(_ section: ExploreSectionID, page: Int = 1) -> Route {
        Route(
            SeeAllFeature.pattern, [ExploreSectionID.allCases.firstIndex(of: section) ?? 0],
            query: page > 1 ? String(page) : "")
    }
}
