import Localization

/// The app's top-level pages; each has its own navigation stack.
public enum AppPage: String, CaseIterable, Hashable, Sendable {
    case explore
    case search
    case watchlist
    case upNext
    case library

    /// The translated page title (view switcher).
    public var title: String {
        switch self {
        case .explore: tr("Explore")
        case .search: tr("Search")
        case .watchlist: tr("Watchlist")
        case .upNext: tr("Up Next")
        case .library: tr("Library")
        }
    }

    /// The symbolic icon name for the view switcher.
    public var iconName: String {
        switch self {
        case .explore: "view-grid-symbolic"
        case .search: "system-search-symbolic"
        case .watchlist: "starred-symbolic"
        case .upNext: "media-playlist-consecutive-symbolic"
        case .library: "folder-videos-symbolic"
        }
    }

    /// The page's position (1-based), also its Alt+N shortcut.
    public var number: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }
}
