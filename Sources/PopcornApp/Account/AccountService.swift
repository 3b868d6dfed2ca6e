import Catalog
import Foundation
import GnomeIntegration
import HTTP
import Localization
import Logging
import Persistence
import TMDb

/// The TMDb account: signing in (TMDb's v4 user authentication), keeping the library and the account in
/// sync, and signing out. The sign-in lives in the keyring (or the 0600 file `tmdb-account`); the library
/// keeps only the account's name and the sync state. Used by `popcorn account`, `popcorn sync` and the app
/// (which reads the sign-in once: a `popcorn account login` or `logout` in another process applies to the
/// window from its next start).
@MainActor
final class AccountService {
    /// A sign-in waiting for the user's approval in the browser.
    struct PendingSignIn: Sendable {
        let requestToken: String
        /// Where the user approves it.
        let approvalURL: String
    }

    let client: TMDbClient
    let library: SQLiteLibrary
    private let secrets: TokenStore
    /// The sign-in as last read from or written to `secrets` (nil: not read yet): the keyring is asked once,
    /// not on every library change the app's sync looks at.
    private var knownSession: TMDbAccountSession??
    /// TMDb's website (`POPCORN_TMDB_WEB_URL` for tests: a loopback fake server).
    private let website: String

    /// The account service of `services`; throws `.configuration` for the demo catalog (it has no accounts)
    /// or a refused `POPCORN_TMDB_WEB_URL`.
    init(
        services: CatalogServices, secrets: TokenStore = TokenStore(.accountSession),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        guard !services.source.isDemo else {
            throw CatalogError.configuration(
                tr(
                    "Signing in needs TMDb: the demo catalog has no accounts. Set TMDB_API_TOKEN or save an API token in Preferences."
                ))
        }
        client = services.client
        library = services.library
        self.secrets = secrets
        website = try Self.website(environment: environment)
    }

    /// `POPCORN_TMDB_WEB_URL` (https, or http to a loopback host), else TMDb's site.
    static func website(environment: [String: String]) throws -> String {
        guard let override = environment["POPCORN_TMDB_WEB_URL"], !override.isEmpty else {
            return "https://www.themoviedb.org"
        }
        guard (try? URLPolicy(allowsLoopbackHTTP: true).check(override)) != nil else {
            throw CatalogError.configuration(
                tr("POPCORN_TMDB_WEB_URL must be an https:// URL (plain http:// only for 127.0.0.1, ::1 or localhost).")
            )
        }
        return override
    }

    // MARK: Signing in and out

    /// Asks TMDb for a request token for the user to approve.
    func beginSignIn() async throws -> PendingSignIn {
        let token = try await client.requestToken()
        return PendingSignIn(
            requestToken: token, approvalURL: TMDbClient.approvalURL(requestToken: token, web: website))
    }

    /// Waits (asking every `interval`) until the user approved `pending`, then saves the sign-in (an earlier
    /// one is revoked) and the account's name. Throws `.offline`-like errors from TMDb, a timeout once `timeout` passed, or
    /// `CancellationError` when cancelled.
    func finishSignIn(_ pending: PendingSignIn, timeout: Duration, interval: Duration = .seconds(2)) async throws
        -> (status: AccountStatus, location: TokenLocation)
    {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let granted = try await client.accessToken(requestToken: pending.requestToken) {
                let (session, details) = try await client.session(
                    accessToken: granted.accessToken,
                    accountObjectID: granted.accountObjectID)
                let encoded = String(decoding: try JSONEncoder().encode(session), as: UTF8.self)
                let replaced = storedSession()
                let location = try secrets.save(encoded)
                knownSession = .some(session)
                // Signing in again replaces the earlier sign-in: TMDb forgets it too (best effort).
                if let replaced, replaced != session { try? await client.signOut(replaced) }
                try await library.signedIn(username: details.username, name: details.name)
                let status =
                    try await library.accountStatus()
                    ?? AccountStatus(
                        username: details.username,
                        name: details.name)
                Log.info("Signed in to TMDb account \(details.username)")
                return (status, location)
            }
            guard ContinuousClock.now + interval < deadline else { throw SignInTimeout() }
            try await Task.sleep(for: interval)
        }
    }

    /// Signs out: TMDb revokes the access token and deletes the session (best effort: offline, the local
    /// sign-in is forgotten anyway), then the sign-in and the sync state are forgotten here. Returns whether
    /// TMDb confirmed; nil when nobody was signed in.
    func signOut() async throws -> Bool? {
        guard let session = storedSession() else {
            // The sign-in is gone (its file deleted, the keyring emptied): only the account's details remain.
            try await library.signedOut()
            return nil
        }
        var revoked = true
        do {
            try await client.signOut(session)
        } catch {
            Log.warning("TMDb could not revoke the sign-in: \(CatalogError(error).userMessage)")
            revoked = false
        }
        try secrets.clear()
        knownSession = .some(nil)
        try await library.signedOut()
        return revoked
    }

    // MARK: Sync

    /// The signed-in account (nil: nobody is signed in), as the library remembers it.
    func status() async throws -> AccountStatus? {
        guard storedSession() != nil else { return nil }
        return try await library.accountStatus()
    }

    /// Syncs the library with the account: the watchlist and ratings, then the custom lists (in a sync of
    /// ``SyncScope/changes`` only when one of them changed in Popcorn). Throws ``NotSignedIn`` without a
    /// sign-in; when TMDb refuses the sign-in (expired or revoked), remembers that the user must sign in again
    /// and throws ``SignInExpired``.
    @discardableResult
    func sync(_ scope: SyncScope = .full) async throws -> SyncReport {
        guard let session = storedSession() else { throw NotSignedIn() }
        do {
            let account = TMDbAccount(client: client, session: session, log: { Log.warning($0) })
            var report = try await AccountSync(store: library, remote: account).run(scope)
            let listsChanged = try await library.listsForSync().contains { $0.pendingChangeCount > 0 }
            if scope == .full || listsChanged {
                let lists = try await ListSync(store: library, remote: account, log: { Log.warning($0) }).run()
                report.sent += lists.sent
                report.received += lists.received
            }
            Log.info("Synced with TMDb: \(report.sent) sent, \(report.received) received")
            return report
        } catch CatalogError.unauthorised {
            try await library.markSignInExpired()
            throw SignInExpired()
        }
    }

    /// Changes made in Popcorn since the last sync, waiting to be sent.
    func pendingChangeCount() async throws -> Int {
        let lists = try await library.listsForSync().reduce(0) { $0 + $1.pendingChangeCount }
        return try await library.localSyncState().pendingChangeCount + lists
    }

    private func storedSession() -> TMDbAccountSession? {
        if let knownSession { return knownSession }
        let session = secrets.load().flatMap { saved in
            try? JSONDecoder().decode(TMDbAccountSession.self, from: Data(saved.token.utf8))
        }
        knownSession = .some(session)
        return session
    }

    /// Nobody is signed in.
    struct NotSignedIn: CommandFailure {
        var userMessage: String { tr("Not signed in to TMDb. Sign in first: popcorn account login") }
        var errorDescription: String? { tr("Not signed in to TMDb.") }
    }

    /// The user did not approve the sign-in in time.
    struct SignInTimeout: CommandFailure {
        var userMessage: String { tr("The sign-in was not approved in time. Try again: popcorn account login") }
        var errorDescription: String? { tr("The sign-in was not approved in time. Try again.") }
    }

    /// TMDb no longer accepts the saved sign-in.
    struct SignInExpired: CommandFailure {
        var userMessage: String {
            tr("TMDb no longer accepts your sign-in (it expired or was revoked). Sign in again: popcorn account login")
        }
        var errorDescription: String? {
            tr("TMDb no longer accepts your sign-in (it expired or was revoked). Sign in again.")
        }
    }
}
