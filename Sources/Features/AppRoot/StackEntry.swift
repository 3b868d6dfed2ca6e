/// One page pushed on a navigation stack. `id` is unique across all stacks for the app's lifetime
/// (use it to name the leaflet page and to address actions).
public struct StackEntry: Equatable, Sendable, Identifiable {
    public let id: Int
    public var destination: Destination

    public init(id: Int, destination: Destination) {
        self.id = id
        self.destination = destination
    }
}

/// One navigation stack per top-level page.
public struct NavigationStacks: Equatable, Sendable {
    public var explore: [StackEntry] = []
    public var search: [StackEntry] = []
    public var watchlist: [StackEntry] = []

    /// The initial state.
    public init() {}

    public subscript(page: AppPage) -> [StackEntry] {
        get {
            switch page {
            case .explore: explore
            case .search: search
            case .watchlist: watchlist
            }
        }
        set {
            switch page {
            case .explore: explore = newValue
            case .search: search = newValue
            case .watchlist: watchlist = newValue
            }
        }
    }
}
