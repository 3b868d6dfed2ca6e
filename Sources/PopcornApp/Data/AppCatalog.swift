import Catalog
import Foundation
import GnomeIntegration
import Logging

/// The catalog services for the window, for `AppComposition`: the credential comes from the environment,
/// then the token saved in Preferences, and the content language from the preferences (`UserPreferences`); `--demo` or no credential selects the demo
/// catalog. A refused `POPCORN_TMDB_API_URL` falls back to the demo catalog and is reported, so the app
/// always opens.
@MainActor
enum AppCatalog {
    /// The services and a problem to show the user (refused API URL, recovered or unusable library).
    static func make(options: LaunchOptions, settings: AppSettings = AppSettings(), tokenStore: TokenStore,
                     environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (services: CatalogServices, problem: CatalogError?) {
        do {
            let services = try UserPreferences.catalogServices(demo: options.has("--demo"), settings: settings,
                                                               tokenStore: tokenStore, environment: environment)
            return (services, services.libraryProblem)
        } catch {
            let problem = CatalogError(error)
            Log.warning("TMDb cannot be used (\(problem.userMessage)); showing the demo catalog")
            let demo = CatalogServices.demo(language: settings.tmdbLanguage(environment: environment),
                                            environment: environment)
            return (UserPreferences.gatingSearchHistory(demo, settings: settings), problem)
        }
    }
}
