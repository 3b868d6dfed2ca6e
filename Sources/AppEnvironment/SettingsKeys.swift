/// The keys of the GSettings schema `io.github.popcorn.Popcorn` (`data/io.github.popcorn.Popcorn.gschema.xml`)
/// with their defaults, used when the compiled schema cannot be found. A test keeps them equal to the XML.
public enum SettingsKey: String, Sendable, CaseIterable {
    case windowWidth = "window-width"
    case windowHeight = "window-height"
    case windowMaximized = "window-maximized"
    case lastPage = "last-page"
    case contentLanguage = "content-language"
    case contentRegion = "content-region"
    case imageCacheSizeMB = "image-cache-size-mb"
    case searchHistoryEnabled = "search-history-enabled"
    case newEpisodeNotifications = "new-episode-notifications"
    case backgroundChecks = "background-checks"
    case spoilerProtection = "spoiler-protection"
    case myServices = "my-services"
    case welcomeShown = "welcome-shown"
    case watchlistSort = "watchlist-sort"
    case watchlistKinds = "watchlist-kinds"
    case watchlistUnwatchedOnly = "watchlist-unwatched-only"
    case libraryRoute = "library-route"

    /// The schema default of this key.
    public var defaultValue: SettingsValue {
        switch self {
        case .windowWidth: .int(1024)
        case .windowHeight: .int(768)
        case .windowMaximized: .bool(false)
        case .lastPage: .string("explore")
        case .contentLanguage: .string("")
        case .contentRegion: .string("")
        case .imageCacheSizeMB: .int(256)
        case .searchHistoryEnabled: .bool(true)
        case .newEpisodeNotifications: .bool(true)
        case .backgroundChecks: .bool(false)
        case .spoilerProtection: .bool(false)
        case .myServices: .string("")
        case .welcomeShown: .bool(false)
        case .watchlistSort: .string("date-added")
        case .watchlistKinds: .string("all")
        case .watchlistUnwatchedOnly: .bool(false)
        case .libraryRoute: .string("library/watching")
        }
    }

    /// All schema defaults by key name.
    public static var defaults: [String: SettingsValue] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.defaultValue) })
    }
}

/// A settings value of one of the types the schema uses (`i`, `b`, `s` and enums as their nick).
public enum SettingsValue: Sendable, Equatable {
    case int(Int)
    case bool(Bool)
    case string(String)
}
