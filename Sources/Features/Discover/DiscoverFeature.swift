import Catalog
import Localization
import TMDb

/// Discover (`discover/movie?…`, `discover/tv?…`): the titles matching TMDb's filters in a poster grid, more
/// pages loading as the end nears. The filters are the route's query, so every result view is a link.
public enum DiscoverFeature: PagedGridPage {
    public static let pattern = RoutePattern("discover/{kind:movie|tv}", details: Self.self, query: .discoverFilters)

    /// The query the route shows (its filters and page).
    public static func query(of route: Route) -> DiscoverQuery {
        let kind: WatchlistKind = route.pattern.choice(route.numbers) == "movie" ? .movie : .tvSeries
        return (try? DiscoverQuery(parsing: route.query, kind: kind)) ?? DiscoverQuery(kind: kind)
    }

    /// "Discover Movies", "Discover TV Series".
    public static func gridTitle(of route: Route) -> String {
        query(of: route).kind == .movie ? tr("Discover Movies") : tr("Discover TV Series")
    }

    public static func pageNumber(of route: Route) -> Int { query(of: route).page ?? 1 }

    public static func fetchPage(_ number: Int, of route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<Page<MediaItem>>
    {
        try await dependencies.catalog.read(DiscoverResource(query(of: route), page: number))
    }

    /// No titles: "Clear Filters" while filters are in effect (their chips go, the order stays), else the
    /// first page when this is a later one, else Explore.
    public static func emptyState(for route: Route) -> PagedGridEmptyState {
        let query = query(of: route)
        if !DiscoverFilters(query).chips.isEmpty {
            return .noMatch(unfiltered: .discover(DiscoverQuery(kind: query.kind, sortBy: query.sortBy)))
        }
        if (query.page ?? 1) > 1 { return .pastTheLastPage(firstPage: .discover(query.at(page: nil))) }
        return .nothing
    }
}

extension Route {
    /// `discover/movie?…` or `discover/tv?…` for `query`.
    public static func discover(_ query: DiscoverQuery) -> Route {
        Route(DiscoverFeature.pattern, [query.kind == .movie ? 0 : 1], query: query.text)
    }
}
