import Catalog
import Store
import TMDb

/// Every title of an Explore carousel in a poster grid (`explore/SECTION?page=N`), more pages loading as
/// the end nears.
public enum SeeAllFeature: PagedGridPage {
    public static let pattern = RoutePattern(
        "explore/{section:\(ExploreSectionID.allCases.map(\.rawValue).joined(separator: "|"))}",
        details: Self.self, query: .pageNumber)

    /// The section the route shows.
    public static func section(of route: Route) -> ExploreSectionID { ExploreSectionID.allCases[route.numbers[0]] }

    public static func load(_ route: Route, from dependencies: AppDependencies) async throws -> Fetched<GridPage> {
        let section = section(of: route)
        let fetched = try await dependencies.catalog.read(ExploreSectionResource(section, page: max(Int(route.query) ?? 1, 1)))
        return Fetched(GridPage(title: section.title, page: fetched.value), isStale: fetched.isStale)
    }

    /// No titles: the first page when this is a later one, else Explore.
    public static func emptyState(for route: Route) -> PagedGridEmptyState {
        (Int(route.query) ?? 1) > 1 ? .pastTheLastPage(firstPage: .seeAll(section(of: route))) : .nothing
    }

    public static func reduce(_ own: inout PagedGrid.State, action: PagedGrid.Action, route: Route,
                              dependencies: AppDependencies) -> Effect<Action> {
        let section = section(of: route)
        return PagedGrid.reduce(&own, action: action, route: route) { number in
            try await dependencies.catalog.read(ExploreSectionResource(section, page: number)).value
        }
    }
}

extension Route {
    /// `explore/SECTION`, or `explore/SECTION?page=N` after the first page.
    public static func seeAll(_ section: ExploreSectionID, page: Int = 1) -> Route {
        Route(SeeAllFeature.pattern, [ExploreSectionID.allCases.firstIndex(of: section) ?? 0],
              query: page > 1 ? String(page) : "")
    }
}
