import Catalog
import Store

/// A season or episode page: its own state is the tracking controls and the ``SeriesContext``; its first
/// load follows the library, and the context loads with the content, once it is ready (until it is known).
public protocol SeriesPartPage: TrackingPage where Own == SeriesPartState {
    /// The page's own action carrying the loaded context.
    static func contextLoaded(_ context: SeriesContext) -> OwnAction
    /// The season whose name and episodes the context holds (the episode page's), nil for the series only.
    static func contextSeason(of route: Route) -> Int?
}

extension SeriesPartPage {
    public static var trackingState: WritableKeyPath<Own, TrackingPanel.State> { \.tracking }

    public static func initialOwn(for route: Route) -> Own { SeriesPartState() }

    public static func onFirstFetch(_ route: Route, dependencies: AppDependencies) -> Effect<OwnAction> {
        observeTracking(route, dependencies: dependencies)
    }

    public static func loadsAfterContent(_ own: Own) -> Bool { own.context == nil }

    public nonisolated(nonsending) static func loadAfterContent(_ route: Route, dependencies: AppDependencies) async
        -> OwnAction?
    {
        await SeriesContext.load(
            seriesID: route.numbers[0], seasonNumber: contextSeason(of: route),
            dependencies: dependencies
        ).map(contextLoaded)
    }
}
