import Catalog
import LibraryTransfer
import TMDb

/// What the preferences act on, passed in by the composition root (tests pass their own).
public struct PreferencesServices {
    /// Checks a credential against TMDb.
    public var validateToken: @Sendable (TMDbCredential) async -> TokenCheck
    /// Bytes used by the image cache on disk, or nil when unknown.
    public var imageCacheUsage: @Sendable () async -> Int64?
    /// Empties the image cache.
    public var clearImageCache: @Sendable () async throws -> Void
    /// Forgets the recent searches; nil when the app keeps none (the row is hidden).
    public var clearSearchHistory: (@Sendable () async throws -> Void)?
    /// Called after the saved credential changed (nil: removed), so the app can switch catalogs.
    public var credentialChanged: @MainActor (TMDbCredential?) -> Void
    /// Whether `credentialChanged` switches the running app to the new credential; when false the
    /// preferences say that it applies from the next start.
    public var appliesCredentialImmediately: Bool
    /// The streaming services of the region to choose "My Services" from; nil hides the group.
    public var streamingServices: (@Sendable () async throws -> [WatchProviders.Provider])?
    /// Backs up, restores and imports the library ("Your Data"); nil hides the group.
    public var libraryImporter: LibraryImporter?
    /// Signs in to the TMDb account and syncs with it; nil (the demo catalog) hides the sign-in row.
    public var account: (any AccountControlling)?

    /// Creates the services.
    public init(
        validateToken: @escaping @Sendable (TMDbCredential) async -> TokenCheck,
        imageCacheUsage: @escaping @Sendable () async -> Int64?,
        clearImageCache: @escaping @Sendable () async throws -> Void,
        clearSearchHistory: (@Sendable () async throws -> Void)?,
        credentialChanged: @escaping @MainActor (TMDbCredential?) -> Void,
        appliesCredentialImmediately: Bool = false,
        streamingServices: (@Sendable () async throws -> [WatchProviders.Provider])? = nil,
        libraryImporter: LibraryImporter? = nil, account: (any AccountControlling)? = nil
    ) {
        self.validateToken = validateToken
        self.imageCacheUsage = imageCacheUsage
        self.clearImageCache = clearImageCache
        self.clearSearchHistory = clearSearchHistory
        self.credentialChanged = credentialChanged
        self.appliesCredentialImmediately = appliesCredentialImmediately
        self.streamingServices = streamingServices
        self.libraryImporter = libraryImporter
        self.account = account
    }
}
