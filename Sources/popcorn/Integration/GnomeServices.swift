import Foundation
import GnomeIntegration
import Logging
import TMDb

/// The services behind the preferences window, built from the app's real parts.
enum GnomeServices {
    /// Token check over HTTP, the image cache folder, and the (gated) recent searches when the app has them.
    static func preferences(recentSearches: GatedRecentSearches? = nil,
                            imageCache: ImageCacheFolder = ImageCacheFolder(directory: defaultImageCacheDirectory()),
                            credentialChanged: @escaping @MainActor (TMDbCredential?) -> Void = { _ in })
        -> PreferencesServices {
        let transport = TokenCheckTransport.fromEnvironment()
        let validator = TokenValidator { credential in
            TMDbClient(transport: transport, credential: credential, retry: RetryPolicy(maxAttempts: 1))
        }
        var clearHistory: (@Sendable () async throws -> Void)?
        if let recentSearches {
            clearHistory = { @Sendable in await recentSearches.clear() }
        }
        return PreferencesServices(
            validateToken: { await validator.check($0) },
            imageCacheUsage: { imageCache.usage() },
            clearImageCache: { try imageCache.clear() },
            clearSearchHistory: clearHistory,
            credentialChanged: credentialChanged)
    }

    /// `$XDG_CACHE_HOME/io.github.popcorn.Popcorn/images`.
    static func defaultImageCacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.cache")
        return URL(fileURLWithPath: cacheHome).appendingPathComponent("io.github.popcorn.Popcorn/images")
    }
}
