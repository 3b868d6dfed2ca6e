import Catalog
import Foundation

extension WatchlistFeature: RoutablePage {
    /// `watchlist`.
    public static let pattern = RoutePattern("watchlist", page: .watchlist)

    /// The page shows the library.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    /// The `popcorn dump` of the Watchlist: its titles, newest first, with the time each was added.
    @MainActor
    public static func dump(_ route: Route, dependencies: AppDependencies) async -> [(String, DumpJSON)] {
        let feature = WatchlistFeature(client: .init(watchlist: dependencies.watchlist, catalog: dependencies.catalog))
        let state = await PageDump.settle(feature, State(), [.task], ignoringEffects: true) {
            PageDump.isSettled($0.items)
        }
        var members = PageDump.describe(state.items) { items in
            [
                (
                    "items",
                    .array(
                        items.map { item in
                            .object([
                                ("kind", .string(item.kind.rawValue)), ("id", .int(item.tmdbID)),
                                ("title", .string(item.title)),
                                ("addedAt", .string(DumpJSON.iso8601(item.addedAt))),
                            ])
                        })
                )
            ]
        }
        if state.items == .empty { members += [("items", .array([]))] }
        return members
    }
}

extension Route {
    /// The Watchlist page.
    public static let watchlist = Route(WatchlistFeature.pattern)
}
