/// A page of the route table (``RouteTable/popcorn``): its route pattern, what a route of it says without
/// loading anything (its page on TMDb's website, the title it tracks, whether it shows the library) and its
/// `popcorn dump`. Each page declares these facts in its own folder: a details page through ``DetailsPage``,
/// a top-level page (Explore, Search, Watchlist, Up Next) in its `…Route.swift`. Nothing else switches over
/// the pages: code that needs a fact of a route asks its row (``RouteTable/row(for:)``).
public protocol RoutablePage: SendableMetatype {
    /// The page's route, e.g. `movie/{movie}`.
    static var pattern: RoutePattern { get }

    /// The same page on TMDb's website ("Open on TMDb", "Copy Link"); nil for pages that have none (the
    /// default: lists of the app's own, the calendar, history).
    static func webLink(for route: Route) -> String?

    /// The title the page of `route` tracks (plays, ratings); nil for pages without tracking (the default).
    static func trackable(_ route: Route) -> TrackableRoute?

    /// Whether the page of `route` shows what the user's library holds: plays, ratings, progress, the
    /// watchlist, follow choices or recent searches. Such a page cannot be shown truthfully when the library
    /// cannot be read: `popcorn dump` then prints an error instead of an empty page. By default, whether the
    /// page tracks a title.
    static func readsLibrary(_ route: Route) -> Bool

    /// The page's `popcorn dump` members after `route`: `status`, `isStale`, then its own.
    @MainActor
    static func dump(_ route: Route, dependencies: AppDependencies) async -> [(String, DumpJSON)]
}

extension RoutablePage {
    public static func webLink(for route: Route) -> String? { nil }

    public static func trackable(_ route: Route) -> TrackableRoute? { nil }

    public static func readsLibrary(_ route: Route) -> Bool { trackable(route) != nil }
}
