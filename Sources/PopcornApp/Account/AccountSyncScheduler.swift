import Catalog
import GnomeIntegration
import Logging

/// When the app syncs with the TMDb account: a full sync (``SyncScope/full``) at start when signed in, after
/// signing in, on "Sync now" and every ``fullSyncInterval``; a sync of the changes (``SyncScope/changes``:
/// the change sent, the newest page of each list read) a few seconds after the last change made in Popcorn
/// (watchlist, ratings, lists — from any window or command); and the failed one again a minute after a
/// failure. One sync runs at a time. Preferences drives it through ``AccountControlling``.
@MainActor
final class AccountSyncScheduler: AccountControlling {
    /// Quiet time after the last local change before syncing.
    static let debounce: Duration = .seconds(3)
    /// Time between two full syncs while the app runs.
    static let fullSyncInterval: Duration = .seconds(6 * 60 * 60)
    /// Wait before trying a failed sync again.
    static let retryDelay: Duration = .seconds(60)
    /// How long the app waits for the approval of a sign-in.
    static let approvalTimeout: Duration = .seconds(600)

    private let service: AccountService
    private(set) var isSyncing = false
    private(set) var lastSyncFailure: String?
    var onSyncStateChange: (@MainActor () -> Void)?
    private var scheduled: Task<Void, Never>?
    /// What the scheduled sync reads (nil: none is scheduled).
    private var scheduledScope: SyncScope?
    /// What the sync after the running one reads (nil: none is asked for).
    private var scopeAfterSync: SyncScope?
    private var fullSyncs: Task<Void, Never>?
    private var observations: [Task<Void, Never>] = []
    private var isCheckingChanges = false
    private var changedDuringCheck = false

    init(service: AccountService) {
        self.service = service
    }

    /// Syncs now when signed in, after every local change from then on, and fully every
    /// ``fullSyncInterval``.
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
            self.schedule(after: .zero, .full)
        }
        fullSyncs = Task { @MainActor [weak self] in
            while true {
                do { try await Task.sleep(for: Self.fullSyncInterval) } catch { return }
                guard let self else { return }
                if let status = try? await self.service.status(), !status.signInExpired {
                    self.schedule(after: .zero, .full)
                }
            }
        }
    }

    /// Stops syncing (the catalog is being replaced).
    func stop() {
        observations.forEach { $0.cancel() }
        observations = []
        fullSyncs?.cancel()
        fullSyncs = nil
        stopScheduledSync()
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
                schedule(after: Self.debounce, .changes)
            }
        } while changedDuringCheck
    }

    /// Syncs `scope` once `delay` passed, replacing a sync scheduled earlier that has not started (the one
    /// that runs reads what both would). A sync that started is never cancelled (it leaves both sides
    /// consistent, but wastes what it sent).
    private func schedule(after delay: Duration, _ scope: SyncScope) {
        scheduled?.cancel()
        let scope = scheduledScope.map { $0.merged(with: scope) } ?? scope
        scheduledScope = scope
        scheduled = Task { @MainActor [weak self] in
            if delay > .zero {
                do { try await Task.sleep(for: delay) } catch { return }
            }
            guard let self, !Task.isCancelled else { return }
            self.scheduled = nil
            self.scheduledScope = nil
            Task { @MainActor in try? await self.sync(scope) }
        }
    }

    /// Runs one sync of `scope` (or, while one runs, another right after it); a failure other than an
    /// expired sign-in is tried again after ``retryDelay``.
    private func sync(_ scope: SyncScope) async throws {
        guard !isSyncing else {
            scopeAfterSync = scopeAfterSync.map { $0.merged(with: scope) } ?? scope
            return
        }
        isSyncing = true
        onSyncStateChange?()
        defer {
            isSyncing = false
            onSyncStateChange?()
            if let next = scopeAfterSync {
                scopeAfterSync = nil
                schedule(after: .zero, next)
            }
        }
        do {
            try await service.sync(scope)
            lastSyncFailure = nil
        } catch let error as AccountService.SignInExpired {
            lastSyncFailure = nil
            throw error
        } catch {
            lastSyncFailure = CatalogError(error).userMessage
            Log.warning("Sync with TMDb failed, trying again in a minute: \(CatalogError(error).userMessage)")
            schedule(after: Self.retryDelay, scope)
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
        schedule(after: .zero, .full)
        return status
    }

    func syncNow() async throws {
        stopScheduledSync()
        try await sync(.full)
    }

    func signOut() async throws -> Bool? {
        stopScheduledSync()
        return try await service.signOut()
    }

    private func stopScheduledSync() {
        scheduled?.cancel()
        scheduled = nil
        scheduledScope = nil
    }
}
