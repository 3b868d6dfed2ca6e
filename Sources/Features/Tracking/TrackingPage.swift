import Catalog
import Store

/// A details page with tracking controls (movie, series, season, episode): its own state holds a
/// ``TrackingPanel/State``, its first load starts following the library.
public protocol TrackingPage: DetailsPage {
    /// Where the page's own state keeps the tracking controls.
    static var trackingState: WritableKeyPath<Own, TrackingPanel.State> { get }
    /// The page's own action carrying a tracking action.
    static func trackingAction(_ action: TrackingPanel.Action) -> OwnAction
}

extension TrackingPage {
    /// Starts following the library for the page of `route`.
    static func observeTracking(_ route: Route, dependencies: AppDependencies) -> Effect<OwnAction> {
        guard let trackable = Self.trackable(route) else { return .none }
        return TrackingPanel.observe(trackable, dependencies: dependencies).map(trackingAction)
    }

    /// Applies a tracking action to the page of `route`.
    static func reduceTracking(
        _ own: inout Own, action: TrackingPanel.Action, route: Route,
        dependencies: AppDependencies
    ) -> Effect<DetailsAction<Self>> {
        guard let trackable = Self.trackable(route) else { return .none }
        return TrackingPanel.reduce(
            &own[keyPath: trackingState], action: action, route: trackable,
            dependencies: dependencies
        ).map { .own(trackingAction($0)) }
    }

    /// Loaded once the library was read.
    public static func isOwnSettled(_ own: Own) -> Bool { own[keyPath: trackingState].status != nil }

    /// `watchCount` (movies and episodes) and `rating`, as `popcorn dump` prints them.
    static func titleTrackingMembers(_ own: Own) -> [(String, DumpJSON)] {
        let status = own[keyPath: trackingState].status ?? TrackingStatus()
        return [("watchCount", .int(status.watchCount)), ("rating", .optional(status.rating))]
    }
}
