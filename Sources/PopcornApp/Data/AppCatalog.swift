import Catalog
import Foundation
import GnomeIntegration
import Logging

/// The catalog of the window: the credential comes from the environment, then the token saved in
/// Preferences, and the content language from the preferences (`UserPreferences`); `--demo` or no
/// credential selects the demo catalog. A refused `POPCORN_TMDB_API_URL` falls back to the demo catalog and
/// is reported, so the app always opens; a malformed `POPCORN_TODAY` is reported and the local date used.
struct AppCatalog {
    /// The repositories and the library.
    let services: CatalogServices
    /// The recent searches, gated by "Remember Searches".
    let recentSearches: GatedRecentSearches
    /// What to tell the user at start (refused API URL, malformed `POPCORN_TODAY`, a recovered or unusable
    /// library).
    let message: String?

    /// The catalog for this user.
    @MainActor
    static func make(demo: Bool, settings: AppSettings, tokenStore: TokenStore,
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> AppCatalog {
        var environment = environment
        var todayProblem: CatalogError?
        do {
            _ = try LocalToday.provider(environment: environment)
        } catch {
            todayProblem = CatalogError(error)
            Log.warning(CatalogError(error).userMessage)
            environment[LocalToday.variable] = nil
        }
        do {
            let user = try UserPreferences.catalogServices(demo: demo, settings: settings, tokenStore: tokenStore,
                                                           environment: environment)
            return AppCatalog(services: user.services, recentSearches: user.recentSearches,
                              message: todayProblem?.userMessage ?? user.services.library.openingMessage)
        } catch {
            let problem = CatalogError(error)
            Log.warning("TMDb cannot be used (\(problem.userMessage)); showing the demo catalog")
            let demo = CatalogServices.demo(language: settings.tmdbLanguage(environment: environment),
                                            environment: environment)
            let user = UserPreferences.gatingSearchHistory(demo, settings: settings)
            return AppCatalog(services: user.services, recentSearches: user.recentSearches,
                              message: problem.userMessage)
        }
    }
}
