import Catalog

/// A sign-in waiting for the user's approval on TMDb's website.
public struct AccountSignInRequest: Sendable, Equatable {
    public let requestToken: String
    /// Where the user approves it (opened in the browser).
    public let approvalURL: String

    public init(requestToken: String, approvalURL: String) {
        self.requestToken = requestToken
        self.approvalURL = approvalURL
    }
}

/// What Preferences asks of the TMDb account; the app's account sync does it. Main thread only.
@MainActor
public protocol AccountControlling: AnyObject {
    /// The signed-in account; nil when nobody is signed in.
    func accountStatus() async throws -> AccountStatus?
    /// Asks TMDb for a sign-in to approve.
    func beginSignIn() async throws -> AccountSignInRequest
    /// Waits until the user approved `request` (or a timeout), saves the sign-in and syncs.
    func finishSignIn(_ request: AccountSignInRequest) async throws -> AccountStatus
    /// Syncs now.
    func syncNow() async throws
    /// Signs out; whether TMDb confirmed (nil: nobody was signed in).
    func signOut() async throws -> Bool?
    /// Whether a sync runs right now.
    var isSyncing: Bool { get }
    /// Why the last sync failed (nil after a good one).
    var lastSyncFailure: String? { get }
    /// Called after a sync started or ended.
    var onSyncStateChange: (@MainActor () -> Void)? { get set }
}
