import Features
import Foundation
import GnomeIntegration

/// The user's preferences applied to the data side: the token saved in the preferences (after
/// `TMDB_API_TOKEN` / `TMDB_API_KEY`), the content language and region, and "Remember Searches".
@MainActor
enum UserPreferences {
    /// `CatalogServices` for this user, and their recent searches gated by "search-history-enabled"
    /// (the preferences' "Clear Search History" clears them).
    static func catalogServices(demo: Bool, settings: AppSettings = AppSettings(), tokenStore: TokenStore = TokenStore(),
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> (services: CatalogServices, recentSearches: GatedRecentSearches) {
        let services = try CatalogServices.make(
            demo: demo,
            credential: CredentialSource.current(environment: environment, tokenStore: tokenStore),
            language: settings.tmdbLanguage(environment: environment),
            environment: environment)
        return gatingSearchHistory(services, settings: settings)
    }

    /// `services` whose recent searches follow "search-history-enabled", and those recent searches.
    static func gatingSearchHistory(_ services: CatalogServices, settings: AppSettings)
        -> (services: CatalogServices, recentSearches: GatedRecentSearches) {
        let gated = settings.gatingSearchHistory(services.dependencies.recentSearches)
        let old = services.dependencies
        let dependencies = AppDependencies(
            catalog: old.catalog, search: old.search, recentSearches: gated, watchlist: old.watchlist,
            tracking: old.tracking, follows: old.follows, calendarFiles: old.calendarFiles, today: old.today,
            clock: old.clock)
        return (CatalogServices(source: services.source, language: services.language, dependencies: dependencies,
                                library: services.library, cache: services.cache, client: services.client,
                                lookups: services.lookups,
                                streamingServices: services.streamingServices,
                                refreshImageConfiguration: services.refreshImageConfiguration), gated)
    }
}
