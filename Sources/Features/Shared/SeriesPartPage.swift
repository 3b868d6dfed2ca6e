import Catalog
import Store

/// A season or episode page: its own state is the tracking controls and the ``SeriesContext``; its first
/// load follows the library and loads the context.
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
        .merge(observeTracking(route, dependencies: dependencies),
               SeriesContext.load(seriesID: route.numbers[0], seasonNumber: contextSeason(of: route),
                                  dependencies: dependencies).map(contextLoaded))
    }
}
