import GnomeIntegration
import Synchronization

/// The TMDb account's sign-in, read on the main thread before the window is built, for the first read of the
/// account's recommendations: Explore's For You is computed ahead on a worker while the main thread builds the
/// window, and reading the sign-in then (its store is main-thread only) waited until the window was built.
/// Taken once; later reads read the store again (a sign-in or sign-out since).
final class AccountSignInAhead: Sendable {
    /// nil: not read ahead, or taken; `.some(nil)`: nobody was signed in.
    private let saved = Mutex<String??>(nil)

    /// Reads the sign-in from `store` now.
    @MainActor
    func read(from store: TokenStore = TokenStore(.accountSession)) {
        let token = store.load()?.token
        saved.withLock { $0 = .some(token) }
    }

    /// The sign-in read ahead (nil inside: nobody was signed in), once; nil when none was read or it was taken.
    func take() -> String?? {
        saved.withLock { saved in
            defer { saved = nil }
            return saved
        }
    }
}
