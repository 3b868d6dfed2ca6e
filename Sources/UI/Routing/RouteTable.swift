import Features
import Store

/// The app's pages, one row each: the route pattern (parsing and printing, ``Routes``), the state loader
/// (the details page's feature, or the top-level page it selects), the widget factory and the
/// `popcorn dump` encoder. Route parsing, navigation, the window's pages and `popcorn dump` all read this
/// table. Adding a page: docs/adding-a-page.md.
public struct RouteTable: Sendable {
    /// One page.
    public struct Row: Sendable {
        public let pattern: RoutePattern
        /// Makes the widget of the details page with an entry id on the app root's stacks; nil for top-level
        /// pages, which are the roots of the stacks.
        let makePage: (@MainActor @Sendable (AppStore, Int, PageContext) -> DetailPage?)?
        /// The page's `popcorn dump` members after `route`.
        let dump: @MainActor @Sendable (Route, AppDependencies) async -> [(String, DumpJSON)]

        /// A top-level page (its own navigation stack).
        public static func topLevel(_ pattern: RoutePattern,
                                    dump: @escaping @MainActor @Sendable (Route, AppDependencies) async
                                        -> [(String, DumpJSON)]) -> Row {
            Row(pattern: pattern, makePage: nil, dump: dump)
        }

        /// A details page, pushed on a stack, shown by `View`.
        public static func details<View: DetailsPageView>(_ view: View.Type) -> Row {
            Row(pattern: View.Page.pattern, makePage: { store, entryID, context in
                store.detailsStore(entryID: entryID, page: View.Page.self).map { View(store: $0, context: context) }
            }, dump: { route, dependencies in
                await PageDump.details(View.Page.self, route: route, dependencies: dependencies)
            })
        }
    }

    public typealias AppStore = Store<AppRootFeature.State, AppRootFeature.Action>

    public let rows: [Row]
    /// The patterns of every row, for parsing.
    public let routes: Routes

    public init(_ rows: [Row]) {
        self.rows = rows
        routes = Routes(rows.map(\.pattern))
    }

    /// Popcorn's pages.
    public static let popcorn = RouteTable([
        .topLevel(ExploreFeature.pattern, dump: ExploreFeature.dump),
        .topLevel(SearchFeature.pattern, dump: SearchFeature.dump),
        .topLevel(WatchlistFeature.pattern, dump: WatchlistFeature.dump),
        .topLevel(UpNextFeature.pattern, dump: UpNextFeature.dump),
        .details(MovieDetailsPage.self),
        .details(TVSeriesDetailsPage.self),
        .details(TVSeasonDetailsPage.self),
        .details(TVEpisodeDetailsPage.self),
        .details(PersonDetailsPage.self),
        .details(HistoryPage.self),
        .details(CalendarPage.self),
        .details(CreditsPageView<MovieCreditsFeature>.self),
        .details(CreditsPageView<TVSeriesCreditsFeature>.self),
        .details(SeeAllPage.self),
        .details(DiscoverPage.self),
    ])

    /// The widget of the details page with `entryID` on `store`'s stacks.
    @MainActor
    func makePage(entryID: Int, store: AppStore, context: PageContext) -> DetailPage? {
        guard let route = store.state.entry(id: entryID)?.destination.route else { return nil }
        return row(for: route)?.makePage?(store, entryID, context)
    }

    /// The `popcorn dump` of `route`: `{"route", "status", "isStale", …}`.
    @MainActor
    public func dump(_ route: Route, dependencies: AppDependencies) async -> DumpJSON {
        let members = await row(for: route)?.dump(route, dependencies) ?? []
        return .object([("route", .string(route.description))] + members)
    }

    private func row(for route: Route) -> Row? {
        rows.first { $0.pattern == route.pattern }
    }
}

extension Route {
    /// Parses the text form of a route of ``RouteTable/popcorn``; throws a ``RouteError`` naming what is wrong.
    public init(parsing text: String) throws(RouteError) {
        self = try RouteTable.popcorn.routes.route(parsing: text)
    }
}
