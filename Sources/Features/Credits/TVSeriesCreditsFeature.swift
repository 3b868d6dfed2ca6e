import Catalog
import TMDb

/// A series' full cast and crew (`tv/ID/credits`): its aggregate credits, from the series' details (no
/// request of its own); each cast member with the role they played most and their episode count.
public enum TVSeriesCreditsFeature: CreditsPage {
    public static let pattern = RoutePattern("tv/{tv}/credits", details: Self.self)

    public static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: "tv/\(route.numbers[0])/cast") }

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<Credits>
    {
        try await dependencies.catalog.read(TVSeriesResource(id: route.numbers[0])).map(Credits.init)
    }
}

extension Route {
    /// `tv/ID/credits`.
    public static func tvSeriesCredits(id: Int) -> Route { Route(TVSeriesCreditsFeature.pattern, [id]) }
}
