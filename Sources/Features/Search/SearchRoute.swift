import Catalog
import Foundation

extension SearchFeature: RoutablePage {
    /// `search` or `search?q=…`.
    public static let pattern = RoutePattern("search", page: .search, query: .searchText)

    /// Without a query, the page shows the recent searches.
    public static func readsLibrary(_ route: Route) -> Bool {
        route.query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// The `popcorn dump` of Search: the results of the route's query, or the recent searches without one.
    @MainActor
    public static func dump(_ route: Route, dependencies: AppDependencies) async -> [(String, DumpJSON)] {
        let trimmed = route.query.trimmingCharacters(in: .whitespacesAndNewlines)
        let feature = SearchFeature(
            client: .init(
                search: dependencies.search,
                recentSearches: dependencies.recentSearches, clock: dependencies.clock))
        if trimmed.isEmpty {
            let state = await PageDump.settle(feature, State(), [.task]) { _ in true }
            return [
                ("status", .string("empty")), ("isStale", .bool(false)), ("query", .string("")),
                ("results", .array([])), ("recentSearches", .array(state.recentSearches.map(DumpJSON.string))),
            ]
        }
        let state = await PageDump.settle(feature, State(), [.task, .queryChanged(route.query)]) { state in
            state.searchedQuery == trimmed && PageDump.isSettled(state.results)
        }
        var members = PageDump.describe(state.results) { items in
            [
                ("results", .array(items.map(DumpJSON.item))), ("page", .int(state.page)),
                ("totalPages", .int(state.totalPages)),
            ]
        }
        if state.results == .empty { members += [("results", .array([]))] }
        return members.prefix(2) + [("query", .string(trimmed))] + members.dropFirst(2)
    }
}

extension Route {
    /// The Search page; an empty query shows recent searches.
    public static func search(query: String) -> Route { Route(SearchFeature.pattern, query: query) }
}
