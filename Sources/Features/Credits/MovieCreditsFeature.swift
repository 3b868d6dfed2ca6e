import Catalog
import TMDb

/// A movie's full cast and crew (`movie/ID/credits`), from the movie's details (no request of its own).
public enum MovieCreditsFeature: CreditsPage {
    public static let pattern = RoutePattern("movie/{movie}/credits", details: Self.self)

    public static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: "movie/\(route.numbers[0])/cast") }

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<Credits>
    {
        try await dependencies.catalog.read(MovieResource(id: route.numbers[0])).map(Credits.init)
    }
}

extension Route {
    /// `movie/ID/credits`.
    public static func movieCredits(id: Int) -> Route { Route(MovieCreditsFeature.pattern, [id]) }
}
