import Catalog
import Foundation
import Localization

/// The state and actions of the TMDb account row in Preferences, without any widget: signed out, waiting for
/// the approval in the browser, signed in (syncing, last sync, a failure), or asked to sign in again.
@MainActor
public final class AccountModel {
    /// What the row shows.
    public enum State: Equatable, Sendable {
        /// Not known yet (reading the sign-in).
        case loading
        case signedOut
        /// Waiting for the user to approve the sign-in at `approvalURL`.
        case waitingForApproval(approvalURL: String)
        case signedIn(AccountStatus)
        /// TMDb no longer accepts the sign-in of this account.
        case expired(AccountStatus)
    }

    public private(set) var state: State = .loading
    /// Whether an action (sign-in request, sync, sign-out) runs: the buttons are insensitive, a spinner turns.
    public private(set) var isWorking = false
    /// What went wrong, shown under the row (nil: nothing): the last action's failure, else the last
    /// sync's while signed in (an expired sign-in has a state of its own).
    public var problem: String? {
        if let actionProblem { return actionProblem }
        if case .signedIn = state { return account.lastSyncFailure }
        return nil
    }
    /// A short confirmation to show as a toast, or nil.
    public private(set) var confirmation: String?
    /// Called on the main thread after any of the above changed.
    public var onChange: (() -> Void)?
    /// Opens the approval page in the browser (the window's URI launcher).
    public var openURL: ((String) -> Void)?

    private let account: any AccountControlling
    private var signIn: Task<Void, Never>?
    private var actionProblem: String?

    public init(account: any AccountControlling) {
        self.account = account
        account.onSyncStateChange = { [weak self] in
            Task { @MainActor in await self?.refresh() }
        }
    }

    /// Whether a sync runs.
    public var isSyncing: Bool { account.isSyncing }

    /// Reads the sign-in and the last sync.
    public func refresh() async {
        do {
            guard let status = try await account.accountStatus() else {
                if case .waitingForApproval = state { return }
                return update(.signedOut)
            }
            update(status.signInExpired ? .expired(status) : .signedIn(status))
        } catch {
            actionProblem = Self.message(error)
            onChange?()
        }
    }

    /// Asks TMDb for a sign-in, opens its approval page and waits for the approval; then syncs.
    public func startSignIn() {
        guard signIn == nil else { return }
        actionProblem = nil
        isWorking = true
        onChange?()
        signIn = Task { @MainActor [weak self] in
            guard let self else { return }
            defer { self.signIn = nil }
            do {
                let request = try await self.account.beginSignIn()
                self.isWorking = false
                self.update(.waitingForApproval(approvalURL: request.approvalURL))
                self.openURL?(request.approvalURL)
                let status = try await self.account.finishSignIn(request)
                self.confirmation = String(format: tr("Signed in to TMDb as %@"), status.displayName)
                self.update(.signedIn(status))
                await self.refresh()
            } catch is CancellationError {
                self.isWorking = false
                await self.refreshAfterSignIn()
            } catch {
                self.isWorking = false
                self.actionProblem = Self.message(error)
                await self.refreshAfterSignIn()
            }
        }
    }

    /// Stops waiting for the approval.
    public func cancelSignIn() {
        signIn?.cancel()
    }

    /// Opens the approval page again (the browser window was closed).
    public func reopenApprovalPage() {
        if case .waitingForApproval(let url) = state { openURL?(url) }
    }

    /// Syncs now.
    public func syncNow() {
        run { account in
            try await account.syncNow()
            return tr("Synced with TMDb")
        }
    }

    /// Signs out (the library stays).
    public func signOut() {
        run { account in
            switch try await account.signOut() {
            case false?:
                tr("Signed out here; TMDb could not be told. Remove Popcorn from the apps in your TMDb settings.")
            default: tr("Signed out of TMDb")
            }
        }
    }

    /// The confirmation was shown.
    public func confirmationShown() {
        confirmation = nil
    }

    private func run(_ action: @escaping @MainActor (any AccountControlling) async throws -> String) {
        guard !isWorking else { return }
        isWorking = true
        actionProblem = nil
        onChange?()
        Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                self.confirmation = try await action(self.account)
            } catch {
                self.actionProblem = Self.message(error)
            }
            self.isWorking = false
            await self.refresh()
            self.onChange?()
        }
    }

    /// The sign-in ended without an account: show what is signed in now (nobody, or the earlier account).
    private func refreshAfterSignIn() async {
        state = .loading
        await refresh()
    }

    private func update(_ state: State) {
        self.state = state
        onChange?()
    }

    /// The error's own message when it has one, else the catalog's.
    static func message(_ error: any Error) -> String {
        (error as? LocalizedError)?.errorDescription ?? CatalogError(error).userMessage
    }
}
