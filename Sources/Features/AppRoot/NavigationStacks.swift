/// One navigation stack per top-level page.
public struct NavigationStacks: Equatable, Sendable {
    public var explore: [StackEntry] = []
    public var search: [StackEntry] = []
    public var watchlist: [StackEntry] = []
    public var upNext: [StackEntry] = []
    public var library: [StackEntry] = []

    /// The initial state.
    public init() {}

    public subscript(page: AppPage) -> [StackEntry] {
        get {
            switch page {
            case .explore: explore
            case .search: search
            case .watchlist: watchlist
            case .upNext: upNext
            case .library: library
            }
        }
        set {
            switch page {
            case .explore: explore = newValue
            case .search: search = newValue
            case .watchlist: watchlist = newValue
            case .upNext: upNext = newValue
            case .library: library = newValue
            }
        }
    }
}
