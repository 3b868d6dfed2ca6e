/// The app's pages, one row each: the page's type, which declares its route pattern, its state loader (a
/// details page's descriptor, or the top-level page its pattern selects), title, web link, tracking facts
/// and `popcorn dump` (``RoutablePage``). Route parsing (``Route/init(parsing:)``), navigation, `popcorn
/// dump` and the facts of a route (``Route/tmdbWebURL``, ``Route/readsLibrary``, ``TrackableRoute``) read
/// it; the window finds a page's widget in UI's `PageWidgets`. Adding a page: docs/adding-a-page.md.
public struct RouteTable: Sendable {
    /// Every page, in order (parsing tries the patterns of one kind in this order).
    public let rows: [any RoutablePage.Type]
    /// The patterns of every row, for parsing.
    public let routes: Routes

    public init(_ rows: [any RoutablePage.Type]) {
        self.rows = rows
        routes = Routes(rows.map { $0.pattern })
    }

    /// Popcorn's pages.
    public static let popcorn = RouteTable([
        ExploreFeature.self,
        SearchFeature.self,
        WatchlistFeature.self,
        UpNextFeature.self,
        MovieDetailsFeature.self,
        TVSeriesDetailsFeature.self,
        TVSeasonDetailsFeature.self,
        TVEpisodeDetailsFeature.self,
        PersonDetailsFeature.self,
        HistoryFeature.self,
        CalendarFeature.self,
        MovieCreditsFeature.self,
        TVSeriesCreditsFeature.self,
        SeeAllFeature.self,
        DiscoverFeature.self,
        MovieCollectionFeature.self,
        StatisticsFeature.self,
        LibraryFeature.self,
        LibraryListRoute.self,
        YearInReviewFeature.self,
        ForYouFeature.self,
    ])

    /// The kinds of route (their first literal: "explore", "movie", "tv", …), each once, in the rows' order.
    public var kinds: [String] {
        var seen: Set<String> = []
        return rows.map { $0.pattern.kind }.filter { seen.insert($0).inserted }
    }

    /// The page of `route`; nil for a route of a pattern this table does not have.
    public func row(for route: Route) -> (any RoutablePage.Type)? {
        rows.first { $0.pattern == route.pattern }
    }

    /// The `popcorn dump` of `route`: `{"route", "status", "isStale", …}`.
    @MainActor
    public func dump(_ route: Route, dependencies: AppDependencies) async -> DumpJSON {
        let members = await row(for: route)?.dump(route, dependencies: dependencies) ?? []
        return .object([("route", .string(route.description))] + members)
    }
}

extension Route {
    /// Parses the text form of a route of ``RouteTable/popcorn``; throws a ``RouteError`` naming what is wrong.
    public init(parsing text: String) throws(RouteError) {
        self = try RouteTable.popcorn.routes.route(parsing: text)
    }
}
