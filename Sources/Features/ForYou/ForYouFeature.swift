import Catalog
import Localization
import TMDb

/// For You (`for-you?on_my_services=1&max_runtime=120`): titles recommended from what the user rated 8 or more
/// and the series being watched, plus the signed-in account's recommendations, ranked, without the library's
/// titles, each card saying why. The filters are the route's query (``ForYouQuery``).
public enum ForYouFeature: DetailsPage {
    public static let pattern = RoutePattern(
        "for-you", details: Self.self,
        query: .filters(
            RouteQueryFilters(name: "for-you") { text throws(DiscoverQuery.Problem) in
                try ForYouQuery(parsing: text).text
            }))

    /// The filters `route` shows.
    public static func query(of route: Route) -> ForYouQuery {
        (try? ForYouQuery(parsing: route.query)) ?? ForYouQuery()
    }

    /// The page shows what the library does not hold, from its ratings and plays.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    public static func load(_ route: Route, from dependencies: AppDependencies) async throws -> Fetched<ForYouList> {
        try await ForYouLoader.load(query(of: route), dependencies: dependencies)
    }

    public static func title(of list: ForYouList) -> String { ForYouDisplay.title }

    public static func isEmpty(_ list: ForYouList) -> Bool { list.picks.isEmpty }

    /// `"results": [{"kind", "id", "title", "year", "because": [{"route", "title"}]}]`: the items as in search,
    /// each with its seeds (the account's as `{"route": null, "title": null}`).
    public static func dumpMembers(_ list: ForYouList, own: NoOwnState) -> [(String, DumpJSON)] {
        [
            (
                "results",
                .array(
                    list.picks.map { pick in
                        guard case .object(let item) = DumpJSON.item(pick.item) else { return .null }
                        return .object(
                            item + [
                                (
                                    "because",
                                    .array(
                                        pick.because.map { seed in
                                            .object([
                                                (
                                                    "route",
                                                    .optional(seed.title.map { Route($0.kind, id: $0.id).description })
                                                ),
                                                ("title", .optional(seed.title == nil ? nil : seed.name)),
                                            ])
                                        })
                                )
                            ])
                    })
            )
        ]
    }
}

extension Route {
    /// `for-you`, with `query`'s filters.
    public static func forYou(_ query: ForYouQuery = ForYouQuery()) -> Route {
        Route(ForYouFeature.pattern, [], query: query.text)
    }
}
