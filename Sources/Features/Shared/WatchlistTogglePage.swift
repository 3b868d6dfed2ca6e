import Catalog
import Store

/// A movie or series page: the watchlist toggle, the tracking controls and the cast, besides the page's own
/// actions (``PageAction``); its first load reads whether the title is on the watchlist and starts following
/// the library.
public protocol WatchlistTogglePage: TrackingPage where Own == TitleOwnState, OwnAction == TitleAction<PageAction> {
    /// What the user can do on this page only (e.g. open a season).
    associatedtype PageAction: Equatable & Sendable
    /// The kind of title the page shows.
    static var watchlistKind: WatchlistKind { get }
    /// Applies one of the page's own actions.
    static func reducePage(
        _ own: inout TitleOwnState, action: PageAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action>
}

/// The actions of a movie or series page.
public enum TitleAction<PageAction: Equatable & Sendable>: Equatable, Sendable {
    case watchlist(WatchlistToggle.Action)
    case tracking(TrackingPanel.Action)
    case castMemberSelected(personID: Int)
    /// An action of this page only (the movie's recommendations, the series' seasons and "Notify Me").
    case page(PageAction)
}

extension WatchlistTogglePage {
    public static var trackingState: WritableKeyPath<TitleOwnState, TrackingPanel.State> { \.tracking }

    public static func trackingAction(_ action: TrackingPanel.Action) -> OwnAction { .tracking(action) }

    public static func initialOwn(for route: Route) -> TitleOwnState { TitleOwnState() }

    public static func onFirstFetch(_ route: Route, dependencies: AppDependencies) -> Effect<OwnAction> {
        let status = WatchlistToggle.status(watchlistKind, id: route.numbers[0], in: dependencies.watchlist)
        return .merge(status.map(OwnAction.watchlist), observeTracking(route, dependencies: dependencies))
    }

    public static func isOwnSettled(_ own: TitleOwnState) -> Bool {
        own.watchlist.isStatusLoaded && own.tracking.status != nil
    }

    public static func reduce(
        _ own: inout TitleOwnState, action: OwnAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .watchlist(let toggleAction):
            return WatchlistToggle.reduce(
                &own.watchlist, action: toggleAction, kind: watchlistKind,
                id: route.numbers[0], watchlist: dependencies.watchlist
            )
            .map { .own(.watchlist($0)) }
        case .tracking(let trackingAction):
            // Only a series' status carries a follow choice ("Notify Me").
            if case .statusLoaded(let status) = trackingAction { own.adoptFollowChoice(status) }
            return reduceTracking(&own, action: trackingAction, route: route, dependencies: dependencies)
        case .castMemberSelected(let personID):
            return .send(.navigate(.person(id: personID)))
        case .page(let pageAction):
            return reducePage(&own, action: pageAction, route: route, dependencies: dependencies)
        }
    }
}
