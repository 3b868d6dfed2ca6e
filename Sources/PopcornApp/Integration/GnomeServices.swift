import AppEnvironment
import Catalog
import Foundation
import GnomeIntegration
import LibraryTransfer
import Localization
import TMDb

/// The services behind the preferences window, built from the app's real parts.
enum GnomeServices {
    /// The token check against `/configuration` (at `POPCORN_TMDB_API_URL` or TMDb's), the image cache
    /// folder, `recentSearches` (the catalog's, gated by "Remember Searches"), the catalog's
    /// `streamingServices` for "My Services", the backups and imports of `libraryImporter` ("Your Data") and the
    /// TMDb `account`'s sign-in and sync.
    /// Pass `credentialChanged` with `appliesCredentialImmediately` once the app can switch catalogs while running.
    @MainActor
    static func preferences(
        recentSearches: GatedRecentSearches?,
        streamingServices: (@Sendable () async throws -> [WatchProviders.Provider])? = nil,
        libraryImporter: LibraryImporter? = nil,
        imageCache: ImageCacheFolder = ImageCacheFolder(
            directory: URL(fileURLWithPath: UserFolders().images)),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        credentialChanged: @escaping @MainActor (TMDbCredential?) -> Void = { _ in },
        appliesCredentialImmediately: Bool = false,
        account: (any AccountControlling)? = nil
    ) -> PreferencesServices {
        let validator = CatalogServices.tokenValidator(environment: environment)
        var clearHistory: (@Sendable () async throws -> Void)?
        if let recentSearches {
            clearHistory = { @Sendable in await recentSearches.clear() }
        }
        return PreferencesServices(
            validateToken: { credential in
                guard let validator else {
                    return .unreachable(tr("The TMDb API address (POPCORN_TMDB_API_URL) is not valid."))
                }
                return await validator.check(credential)
            },
            imageCacheUsage: { imageCache.usage() },
            clearImageCache: { try imageCache.clear() },
            clearSearchHistory: clearHistory,
            credentialChanged: credentialChanged,
            appliesCredentialImmediately: appliesCredentialImmediately,
            streamingServices: streamingServices,
            libraryImporter: libraryImporter,
            account: account)
    }
}
