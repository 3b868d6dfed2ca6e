import Foundation
import GnomeIntegration

/// The user's preferences applied to the data side: the token saved in the preferences (after
/// `TMDB_API_TOKEN` / `TMDB_API_KEY`) and the content language and region.
@MainActor
enum UserPreferences {
    /// `CatalogServices` for this user.
    static func catalogServices(demo: Bool, settings: AppSettings = AppSettings(), tokenStore: TokenStore = TokenStore(),
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> CatalogServices {
        try CatalogServices.make(demo: demo,
                                 credential: CredentialSource.current(environment: environment, tokenStore: tokenStore),
                                 language: settings.tmdbLanguage(environment: environment),
                                 environment: environment)
    }
}
