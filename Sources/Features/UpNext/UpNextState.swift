import Catalog

extension UpNextFeature {
    /// The page's state.
    public struct State: Equatable, Sendable {
        /// Most recently watched series first; `.empty` when no series is in progress.
        public var items: ViewState<[UpNextItem]> = .initial
        /// The rows' "Mark as Watched": toast with Undo, or the error.
        public var tracking = TrackingPanel.State()

        public init() {}

        /// The route of this page.
        public var route: Route { .upNext }
    }
}
