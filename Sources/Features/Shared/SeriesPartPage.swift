import Catalog
import Store

/// A season or episode page: its own state is the tracking controls, the ``SeriesContext`` and the
/// ``SpoilerShield`` (read with the library's status); its first load follows the library, and the context
/// loads with the content, once it is ready (until it is known).
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

    /// Applies a tracking action to the page of `route`; with the library's status, reads whether the series
    /// hides its unwatched episodes (Preferences may have changed since).
    static func reduceSeriesPartTracking(
        _ own: inout Own, action: TrackingPanel.Action, route: Route,
        dependencies: AppDependencies
    ) -> Effect<DetailsAction<Self>> {
        if case .statusLoaded = action {
            own.spoilers.isProtecting = dependencies.spoilerProtection().protects(seriesID: route.numbers[0])
        }
        return reduceTracking(&own, action: action, route: route, dependencies: dependencies)
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
