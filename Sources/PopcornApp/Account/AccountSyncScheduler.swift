import Catalog
import GnomeIntegration
import Logging

/// When the app syncs with the TMDb account: at start when signed in, after signing in, a few seconds after
/// the last change made in Popcorn (watchlist, ratings, lists — from any window or command), and again a minute
/// after a failed sync. One sync runs at a time. Preferences drives it through ``AccountControlling``.
@MainActor
final class AccountSyncScheduler: AccountControlling {
    /// Quiet time after the last local change before syncing.
    static let debounce: Duration = .seconds(3)
    /// Wait before trying a failed sync again.
    static let retryDelay: Duration = .seconds(60)
    /// How long the app waits for the approval of a sign-in.
    static let approvalTimeout: Duration = .seconds(600)

    private let service: AccountService
    private(set) var isSyncing = false
    private(set) var lastSyncFailure: String?
    var onSyncStateChange: (@MainActor () -> Void)?
    private var scheduled: Task<Void, Never>?
    private var observations: [Task<Void, Never>] = []
    private var syncAgain = false
    private var isCheckingChanges = false
    private var changedDuringCheck = false

    init(service: AccountService) {
        self.service = service
    }

    /// Syncs now when signed in, and after every local change from then on.
    func start() {
        let library = service.library
        observations = [
            Task { @MainActor [weak self] in
                for await _ in library.changes() { await self?.libraryChanged() }
            },
            Task { @MainActor [weak self] in
                for await _ in library.trackingChanges() { await self?.libraryChanged() }
            },
            Task { @MainActor [weak self] in
                for await _ in library.listsChanges() { await self?.libraryChanged() }
            },
        ]
        Task { @MainActor [weak self] in
            guard let self, let status = try? await self.service.status(), !status.signInExpired else { return }
            self.schedule(after: .zero)
        }
    }

    /// Stops syncing (the catalog is being replaced).
    func stop() {
        observations.forEach { $0.cancel() }
        observations = []
        scheduled?.cancel()
        scheduled = nil
    }

    /// A change may reach several streams: one check reads the library for all, and a change heard while it
    /// runs is checked again after it.
    private func libraryChanged() async {
        if isCheckingChanges {
            changedDuringCheck = true
            return
        }
        isCheckingChanges = true
        defer { isCheckingChanges = false }
        repeat {
            changedDuringCheck = false
            if let status = try? await service.status(), !status.signInExpired,
                (try? await service.pendingChangeCount()) ?? 0 > 0
            {
                schedule(after: Self.debounce)
            }
        } while changedDuringCheck
    }

    /// Syncs once `delay` passed, replacing a sync scheduled earlier that has not started. A sync that
    /// started is never cancelled (it leaves both sides consistent, but wastes what it sent).
    private func schedule(after delay: Duration) {
        scheduled?.cancel()
        scheduled = Task { @MainActor [weak self] in
            if delay > .zero {
                do { try await Task.sleep(for: delay) } catch { return }
            }
            guard let self, !Task.isCancelled else { return }
            self.scheduled = nil
            Task { @MainActor in try? await self.sync() }
        }
    }

    /// Runs one sync (or, while one runs, another right after it); a failure other than an expired sign-in
    /// is tried again after ``retryDelay``.
    private func sync() async throws {
        guard !isSyncing else {
            syncAgain = true
            return
        }
        isSyncing = true
        onSyncStateChange?()
        defer {
            isSyncing = false
            onSyncStateChange?()
            if syncAgain {
                syncAgain = false
                schedule(after: .zero)
            }
        }
        do {
            try await service.sync()
            lastSyncFailure = nil
        } catch let error as AccountService.SignInExpired {
            lastSyncFailure = nil
            throw error
        } catch {
            lastSyncFailure = CatalogError(error).userMessage
            Log.warning("Sync with TMDb failed, trying again in a minute: \(CatalogError(error).userMessage)")
            schedule(after: Self.retryDelay)
            throw error
        }
    }

    // MARK: AccountControlling

    func accountStatus() async throws -> AccountStatus? {
        try await service.status()
    }

    func beginSignIn() async throws -> AccountSignInRequest {
        let pending = try await service.beginSignIn()
        return AccountSignInRequest(requestToken: pending.requestToken, approvalURL: pending.approvalURL)
    }

    func finishSignIn(_ request: AccountSignInRequest) async throws -> AccountStatus {
        let pending = AccountService.PendingSignIn(requestToken: request.requestToken, approvalURL: request.approvalURL)
        let (status, _) = try await service.finishSignIn(pending, timeout: Self.approvalTimeout)
        schedule(after: .zero)
        return status
    }

    func syncNow() async throws {
        scheduled?.cancel()
        try await sync()
    }

    func signOut() async throws -> Bool? {
        stopScheduledSync()
        return try await service.signOut()
    }

    private func stopScheduledSync() {
        scheduled?.cancel()
        scheduled = nil
    }
}
