import Localization

/// The three top-level pages of the main window, in switcher order.
public enum ShellPage: String, CaseIterable, Sendable {
    case explore, search, watchlist

    /// The title in the view switcher.
    public var title: String {
        switch self {
        case .explore: tr("Explore")
        case .search: tr("Search")
        case .watchlist: tr("Watchlist")
        }
    }

    /// The switcher icon.
    public var iconName: String {
        switch self {
        case .explore: "view-grid-symbolic"
        case .search: "system-search-symbolic"
        case .watchlist: "starred-symbolic"
        }
    }

    /// The page's position (1-based), also its Alt+N shortcut.
    public var number: Int { (Self.allCases.firstIndex(of: self) ?? 0) + 1 }
}
