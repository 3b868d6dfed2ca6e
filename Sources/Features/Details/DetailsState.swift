/// The state of a details page: its route, its content as a ``ViewState``, and the page's own state
/// (whose properties read as the state's: `state.isOnWatchlist`).
@dynamicMemberLookup
public struct DetailsState<Page: DetailsPage>: Equatable, Sendable {
    /// The page's route; its numbers are the page's key (e.g. series, season, episode).
    public let route: Route
    public var content: ViewState<Page.Content> = .initial
    public var own: Page.Own

    /// The initial state of the page for `route` (nothing loaded).
    public init(route: Route) {
        self.route = route
        own = Page.initialOwn(for: route)
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Page.Own, Value>) -> Value {
        get { own[keyPath: keyPath] }
        set { own[keyPath: keyPath] = newValue }
    }

    /// The header bar title: the loaded content's title, empty before.
    public var pageTitle: String { content.content.map { Page.title(of: $0, own: own) } ?? "" }
}
