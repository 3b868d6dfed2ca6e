import AppEnvironment
import Catalog
import Foundation

/// What the settings mean for the app's services (for the composition root).
extension AppSettings {
    /// The `language` to send to TMDb: the content language and region settings, falling back to the
    /// user's locale.
    public func tmdbLanguage(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        ContentLocale.tmdbLanguage(language: contentLanguage, region: contentRegion, environment: environment)
    }

    /// The image disk cache cap in bytes.
    public var imageCacheCapacityBytes: Int {
        imageCacheSizeMB << 20
    }

    /// `recentSearches` gated by "search-history-enabled", following later changes of the setting.
    public func gatingSearchHistory(_ recentSearches: any RecentSearchesRepository) -> GatedRecentSearches {
        let gated = GatedRecentSearches(base: recentSearches, enabled: searchHistoryEnabled)
        observe(.searchHistoryEnabled) { [weak gated] value in
            if case .bool(let enabled) = value { gated?.isEnabled = enabled }
        }
        return gated
    }
}
