import Foundation
import GnomeIntegration
import HTTP
import Localization
import TMDb

/// The services behind the preferences window, built from the app's real parts.
enum GnomeServices {
    /// The token check against `/configuration` (at `POPCORN_TMDB_API_URL` or TMDb's), the image cache
    /// folder, and the recent searches of `UserPreferences` when the app has built its catalog. Pass `credentialChanged` with
    /// `appliesCredentialImmediately` once the app can switch catalogs while running.
    @MainActor
    static func preferences(recentSearches: GatedRecentSearches? = UserPreferences.recentSearches,
                            imageCache: ImageCacheFolder = ImageCacheFolder(directory: defaultImageCacheDirectory()),
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            credentialChanged: @escaping @MainActor (TMDbCredential?) -> Void = { _ in },
                            appliesCredentialImmediately: Bool = false) -> PreferencesServices {
        let validator = tokenValidator(environment: environment)
        var clearHistory: (@Sendable () async throws -> Void)?
        if let recentSearches {
            clearHistory = { @Sendable in await recentSearches.clear() }
        }
        return PreferencesServices(
            validateToken: { credential in
                guard let validator else {
                    return .unreachable(tr("The TMDB API address (POPCORN_TMDB_API_URL) is not valid."))
                }
                return await validator.check(credential)
            },
            imageCacheUsage: { imageCache.usage() },
            clearImageCache: { try imageCache.clear() },
            clearSearchHistory: clearHistory,
            credentialChanged: credentialChanged,
            appliesCredentialImmediately: appliesCredentialImmediately)
    }

    /// A validator over libcurl for the configured endpoint, or nil when the endpoint is refused.
    static func tokenValidator(environment: [String: String]) -> TokenValidator? {
        guard let endpoint = try? TMDbEndpoint.fromEnvironment(environment) else { return nil }
        let client = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        let transport = HTTPTMDbTransport(baseURL: endpoint.baseURL, client: client, timeout: .seconds(15))
        return TokenValidator { credential in
            TMDbClient(transport: transport, credential: credential, retry: RetryPolicy(maxAttempts: 1))
        }
    }

    /// `$XDG_CACHE_HOME/io.github.popcorn.Popcorn/images` (the image pipeline's default folder).
    static func defaultImageCacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.cache")
        return URL(fileURLWithPath: cacheHome).appendingPathComponent("io.github.popcorn.Popcorn/images")
    }
}
