import AppEnvironment
import Catalog
import Foundation
import GtkKit
import Localization
import Logging
import TMDb

/// The state and actions behind the preferences window, without any widget: token check and storage,
/// content language and region, the user's streaming services, image cache size and clearing, search
/// history. When the catalog changes while the window is open (a token saved or removed), the parts that
/// depend on it follow at once (``catalogChanged(_:)``). Main thread only.
@MainActor
public final class PreferencesModel {
    /// How a status message should look.
    public enum Tone: Equatable, Sendable {
        case neutral, success, error
    }

    /// A one-line status for the token row.
    public struct Status: Equatable, Sendable {
        /// The text shown to the user.
        public var message: String
        /// Its tone (icon/style).
        public var tone: Tone
    }

    /// The token row's status.
    public private(set) var tokenStatus: Status
    /// Whether a token check is running.
    public private(set) var isCheckingToken = false
    /// Whether a token is saved (so "Remove" makes sense).
    public private(set) var hasSavedToken = false
    /// Bytes used by the image cache, when known.
    public private(set) var cacheUsage: Int64?
    /// A short confirmation for the last cache/history action (shown as a toast), or nil.
    public private(set) var lastConfirmation: String?
    /// The streaming services to choose "My Services" from.
    public enum StreamingServices: Equatable, Sendable {
        /// The app offers none (the group is hidden).
        case unavailable
        case loading
        case loaded([WatchProviders.Provider])
        /// Why the list could not be loaded.
        case failed(String)
    }

    /// The services of the region, once loaded (``loadStreamingServices()``).
    public private(set) var streamingServices: StreamingServices
    /// Called on the main thread after any of the above changed.
    public var onChange: (() -> Void)?
    /// Backup, restore and imports ("Your Data"), when the app offers them.
    public private(set) var yourData: YourDataModel?
    /// Signing in to the TMDb account and its sync, when the app offers it (not for the demo catalog).
    public private(set) var account: AccountModel?

    /// The settings the window edits directly (language, region, cache size, search history).
    public let settings: AppSettings
    private let tokenStore: TokenStore
    private var services: PreferencesServices

    /// Whether `TMDB_API_TOKEN` or `TMDB_API_KEY` is set: it takes precedence over a saved token.
    public let environmentHasCredential: Bool
    /// Whether the build has the app's own TMDb token (`BuiltInToken`): then nobody needs a token of their
    /// own, and the token rows are an advanced setting.
    public let hasBuiltInToken: Bool
    /// The subtitle of "Check for New Episodes in the Background": what the switch does here, inside a
    /// sandbox or not (`BackgroundChecks`).
    public let backgroundChecksSubtitle: String

    /// Creates the model and reads where the token is saved.
    public init(
        settings: AppSettings, tokenStore: TokenStore, services: PreferencesServices,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.settings = settings
        self.tokenStore = tokenStore
        self.services = services
        yourData = services.libraryImporter.map { YourDataModel(importer: $0) }
        account = services.account.map { AccountModel(account: $0) }
        environmentHasCredential = TMDbCredential.fromEnvironment(environment) != nil
        hasBuiltInToken = BuiltInToken.value(environment: environment) != nil
        backgroundChecksSubtitle = BackgroundChecks.subtitle(
            sandboxed: BackgroundChecks.isSandboxed(environment: environment) {
                FileManager.default.fileExists(atPath: $0)
            })
        tokenStatus = Status(message: "", tone: .neutral)
        streamingServices = services.streamingServices == nil ? .unavailable : .loading
        refreshSavedToken()
    }

    /// The catalog changed while the window is open (a token was saved or removed, the content language or
    /// region changed): the account's sign-in, My Services, Your Data and the search history now act on
    /// `services`, the new catalog's.
    public func catalogChanged(_ services: PreferencesServices) {
        account?.cancelSignIn()
        self.services = services
        yourData = services.libraryImporter.map { YourDataModel(importer: $0) }
        account = services.account.map { AccountModel(account: $0) }
        streamingServices = services.streamingServices == nil ? .unavailable : .loading
        onChange?()
        Task { @MainActor [weak self] in
            await self?.account?.refresh()
            await self?.loadStreamingServices()
        }
    }

    /// Signs in to the TMDb account unless someone is signed in already (the welcome's "Sign In with TMDb").
    public func signInUnlessSignedIn() async {
        guard let account else { return }
        await account.refresh()
        switch account.state {
        case .signedOut, .expired: account.startSignIn()
        case .loading, .waitingForApproval, .signedIn: break
        }
    }

    /// Loads the streaming services of the region (once; again after a failure).
    public func loadStreamingServices() async {
        guard let load = services.streamingServices else { return }
        if case .loaded = streamingServices { return }
        streamingServices = .loading
        onChange?()
        do {
            streamingServices = .loaded(try await load())
        } catch {
            streamingServices = .failed(CatalogError(error).userMessage)
        }
        onChange?()
    }

    /// Whether the service `id` is one of the user's.
    public func isMyService(_ id: Int) -> Bool {
        settings.myServices.contains(id)
    }

    /// Adds the service `id` to the user's services, or removes it.
    public func setMyService(_ id: Int, _ isMine: Bool) {
        var services = settings.myServices.filter { $0 != id }
        if isMine { services.append(id) }
        settings.myServices = services
    }

    /// Re-reads the saved token's location and shows it.
    public func refreshSavedToken() {
        if let saved = tokenStore.load() {
            hasSavedToken = true
            tokenStatus = Status(message: Self.savedMessage(saved.location), tone: .neutral)
        } else {
            hasSavedToken = false
            tokenStatus = Status(
                message: hasBuiltInToken
                    ? tr("No token of your own is saved: Popcorn uses its own.")
                    : tr("No token saved: Popcorn shows its demo catalog."),
                tone: .neutral)
        }
        if environmentHasCredential {
            tokenStatus.message = tr(
                "TMDB_API_TOKEN or TMDB_API_KEY is set in the environment: it is used instead of a token saved here.")
        }
        onChange?()
    }

    /// Checks `text` with TMDb and saves it when accepted.
    public func submitToken(_ text: String) async {
        guard let credential = TokenValidator.credential(from: text) else {
            tokenStatus = Status(message: tr("Enter a token first."), tone: .error)
            onChange?()
            return
        }
        isCheckingToken = true
        tokenStatus = Status(message: tr("Checking the token with TMDb…"), tone: .neutral)
        onChange?()
        let check = await services.validateToken(credential)
        isCheckingToken = false
        switch check {
        case .valid:
            do {
                let location = try tokenStore.save(text)
                hasSavedToken = true
                var message = Self.acceptedMessage(location)
                if !services.appliesCredentialImmediately {
                    message += " " + tr("Popcorn uses it from its next start.")
                }
                tokenStatus = Status(message: message, tone: .success)
                services.credentialChanged(credential)
            } catch {
                tokenStatus = Status(
                    message: String(
                        format: tr("TMDb accepted the token, but it could not be saved: %@"),
                        Self.describe(error)), tone: .error)
            }
        case .rejected:
            tokenStatus = Status(
                message: tr(
                    "TMDb rejected this token. Copy the whole API Read Access Token from your TMDb account settings."),
                tone: .error)
        case .unreachable(let reason):
            tokenStatus = Status(
                message: String(format: tr("The token could not be checked: %@"), reason), tone: .error)
        }
        onChange?()
    }

    /// Forgets the saved token.
    public func removeToken() {
        do {
            try tokenStore.clear()
            hasSavedToken = false
            tokenStatus = Status(message: removedMessage, tone: .neutral)
            services.credentialChanged(nil)
        } catch {
            tokenStatus = Status(
                message: String(format: tr("The token could not be removed: %@"), Self.describe(error)),
                tone: .error)
        }
        onChange?()
    }

    /// What the token row says once the token is removed.
    private var removedMessage: String {
        switch (hasBuiltInToken, services.appliesCredentialImmediately) {
        case (true, true): tr("Token removed: Popcorn uses its own.")
        case (true, false): tr("Token removed: Popcorn uses its own from its next start.")
        case (false, true): tr("Token removed: Popcorn shows its demo catalog.")
        case (false, false): tr("Token removed: Popcorn shows its demo catalog from its next start.")
        }
    }

    /// Reads the image cache's size on disk.
    public func refreshCacheUsage() async {
        cacheUsage = await services.imageCacheUsage()
        onChange?()
    }

    /// "Using 11.7 MiB of 256.0 MiB" (binary units like the setting; only the limit when the usage is unknown).
    public var cacheUsageText: String {
        let limit = ByteSize.format(Int64(settings.imageCacheSizeMB) << 20)
        guard let cacheUsage else { return String(format: tr("Limit: %@"), limit) }
        return String(format: tr("Using %@ of %@"), ByteSize.format(cacheUsage), limit)
    }

    /// Empties the image cache.
    public func clearImageCache() async {
        do {
            try await services.clearImageCache()
            lastConfirmation = tr("Image cache cleared")
        } catch {
            Log.warning("Clearing the image cache failed: \(error)")
            lastConfirmation = tr("The image cache could not be cleared")
        }
        await refreshCacheUsage()
    }

    /// Whether there is a search history to clear.
    public var canClearSearchHistory: Bool { services.clearSearchHistory != nil }

    /// Forgets the recent searches.
    public func clearSearchHistory() async {
        guard let clear = services.clearSearchHistory else { return }
        do {
            try await clear()
            lastConfirmation = tr("Search history cleared")
        } catch {
            Log.warning("Clearing the search history failed: \(error)")
            lastConfirmation = tr("The search history could not be cleared")
        }
        onChange?()
    }

    /// Marks the last confirmation as shown.
    public func confirmationShown() {
        lastConfirmation = nil
    }

    static func savedMessage(_ location: TokenLocation) -> String {
        switch location {
        case .keyring:
            tr("A token is saved in your keyring.")
        case .file(let path):
            String(format: tr("A token is saved in %@, readable only by you (no keyring is available)."), path)
        }
    }

    static func acceptedMessage(_ location: TokenLocation) -> String {
        switch location {
        case .keyring:
            tr("TMDb accepted the token. It is saved in your keyring.")
        case .file(let path):
            String(
                format: tr(
                    "TMDb accepted the token. No keyring is available, so it is saved in %@, readable only by you."),
                path)
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case TokenStoreError.keyring(let message), TokenStoreError.file(let message): message
        default: String(describing: error)
        }
    }
}
