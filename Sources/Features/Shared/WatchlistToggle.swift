import Catalog
import Foundation
import Localization
import Store

/// The watchlist toggle of the movie and series pages: optimistic in the state, saved by an effect,
/// confirmed once stored, reverted with an error when saving fails (never confirmed).
public enum WatchlistToggle {
    /// The toggle's state (the page's own state on the movie and series pages).
    public struct State: Equatable, Sendable {
        /// Shown optimistically while saving; reverted when saving fails.
        public var isOnWatchlist = false
        /// Whether the watchlist was read (or could not be: then the button offers "add").
        public var isStatusLoaded = false
        /// Set when saving the watchlist change failed (show a toast); cleared by the next toggle.
        public var watchlistError: ErrorInfo?
        /// Set once a change was stored (show it as a toast); cleared when shown and by the next toggle.
        public var confirmation: Confirmation?

        public init() {}
    }

    /// A stored change, to show once.
    public struct Confirmation: Equatable, Sendable {
        /// Whether the title is now on the watchlist.
        public let isOnWatchlist: Bool

        public init(isOnWatchlist: Bool) {
            self.isOnWatchlist = isOnWatchlist
        }

        /// "Added to your watchlist" or "Removed from your watchlist".
        public var message: String {
            isOnWatchlist ? tr("Added to your watchlist") : tr("Removed from your watchlist")
        }
    }

    /// What the user or an effect can do with the toggle.
    public enum Action: Equatable, Sendable {
        case statusLoaded(Bool)
        /// The user toggled the watchlist button.
        case toggle
        /// The change was stored: confirm it.
        case saved(isOnWatchlist: Bool)
        /// Saving failed: revert to `wasOnWatchlist` and show the error.
        case saveFailed(wasOnWatchlist: Bool, CatalogError)
        /// The confirmation was shown.
        case confirmationShown
        /// The error toast was dismissed.
        case dismissError
    }

    /// Reads whether the title is on the watchlist; a failure leaves the button as "add".
    static func status(_ kind: WatchlistKind, id: Int, in watchlist: any WatchlistRepository) -> Effect<Action> {
        .run { send in
            await send(.statusLoaded((try? await watchlist.contains(kind, id: id)) ?? false))
        }
    }

    /// Applies `action` to the toggle of the title `kind`/`id`.
    static func reduce(
        _ state: inout State, action: Action, kind: WatchlistKind, id: Int,
        watchlist: any WatchlistRepository
    ) -> Effect<Action> {
        switch action {
        case .statusLoaded(let isOnWatchlist):
            state.isOnWatchlist = isOnWatchlist
            state.isStatusLoaded = true
            return .none
        case .toggle:
            state.watchlistError = nil
            state.confirmation = nil
            state.isOnWatchlist.toggle()
            let add = state.isOnWatchlist
            return .run { send in
                try await watchlist.set(kind, id: id, isOn: add)
                await send(.saved(isOnWatchlist: add))
            } catch: { error, send in
                await send(.saveFailed(wasOnWatchlist: !add, CatalogError(error)))
            }
        case .saved(let isOnWatchlist):
            state.confirmation = Confirmation(isOnWatchlist: isOnWatchlist)
            return .none
        case .confirmationShown:
            state.confirmation = nil
            return .none
        case .saveFailed(let wasOnWatchlist, let error):
            state.isOnWatchlist = wasOnWatchlist
            state.watchlistError = errorInfo(error, adding: !wasOnWatchlist)
            return .none
        case .dismissError:
            state.watchlistError = nil
            return .none
        }
    }

    /// The message shown when saving failed.
    public static func errorInfo(_ error: CatalogError, adding: Bool) -> ErrorInfo {
        let what = adding ? tr("Could not add to the watchlist.") : tr("Could not remove from the watchlist.")
        return ErrorInfo(message: String(format: tr("%@ %@"), what, error.userMessage), isRetryable: error.isRetryable)
    }
}

/// The own state of a movie or series page: the watchlist toggle and the tracking controls (whose
/// properties read as the state's: `state.isOnWatchlist`), and on series pages "Notify Me".
@dynamicMemberLookup
public struct TitleOwnState: Equatable, Sendable {
    public var watchlist = WatchlistToggle.State()
    public var tracking = TrackingPanel.State()
    /// Series pages only.
    public var follow = FollowToggle.State()
    /// Series pages only: the page menu's spoiler choice.
    public var spoilers = SpoilerChoiceMenu.State()

    public init() {}

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<WatchlistToggle.State, Value>) -> Value {
        get { watchlist[keyPath: keyPath] }
        set { watchlist[keyPath: keyPath] = newValue }
    }
}
