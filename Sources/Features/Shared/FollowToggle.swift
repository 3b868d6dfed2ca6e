import Catalog
import Localization
import Store

/// The series page's notifications toggle ("Notifications On" / "Off"): whether the series is followed (its episodes on the calendar,
/// a notification when a new one airs). On by default for series on the watchlist or with a watched
/// episode (``FollowedSeries``); the user's choice, read with the page's tracking status, wins. A toggle
/// saves the opposite choice, optimistic, confirmed once stored and reverted with an error when saving
/// fails (never confirmed).
public enum FollowToggle {
    /// The toggle's state.
    public struct State: Equatable, Sendable {
        /// The user's choice, as read from the library or just made; nil when they never chose.
        public var choice: Bool?
        /// Set when saving the choice failed (show a toast); cleared by the next toggle.
        public var error: ErrorInfo?
        /// Set once a choice was stored (show ``Confirmation/message`` as a toast); cleared when shown and by
        /// the next toggle.
        public var confirmation: Confirmation?
        /// Whether a choice is being saved (the toggle waits; the library's older value is not shown).
        public var isSaving = false

        public init() {}
    }

    /// A stored choice, to show once.
    public struct Confirmation: Equatable, Sendable {
        /// Whether the series is now followed.
        public let isFollowing: Bool

        public init(isFollowing: Bool) {
            self.isFollowing = isFollowing
        }

        /// The toast's text.
        public var message: String { isFollowing ? FollowToggle.followedToast : FollowToggle.unfollowedToast }
    }

    /// What the user or an effect can do with the toggle.
    public enum Action: Equatable, Sendable {
        /// The user toggled notifications (it showed `wasFollowing`).
        case toggle(wasFollowing: Bool)
        /// The choice was stored: confirm it.
        case saved(isFollowing: Bool)
        /// The confirmation was shown.
        case confirmationShown
        /// Saving failed: back to `previousChoice`, and show the error.
        case saveFailed(previousChoice: Bool?, CatalogError)
        /// The error toast was dismissed.
        case dismissError
    }

    /// Applies `action` to the toggle of the series `seriesID`.
    static func reduce(
        _ state: inout State, action: Action, seriesID: Int,
        follows: any FollowRepository
    ) -> Effect<Action> {
        switch action {
        case .toggle(let wasFollowing):
            guard !state.isSaving else { return .none }
            let previous = state.choice
            state.isSaving = true
            state.error = nil
            state.confirmation = nil
            state.choice = !wasFollowing
            return .run { send in
                try await follows.setFollowing(!wasFollowing, seriesID: seriesID)
                await send(.saved(isFollowing: !wasFollowing))
            } catch: { error, send in
                await send(.saveFailed(previousChoice: previous, CatalogError(error)))
            }
        case .saved(let isFollowing):
            state.isSaving = false
            state.confirmation = Confirmation(isFollowing: isFollowing)
            return .none
        case .confirmationShown:
            state.confirmation = nil
            return .none
        case .saveFailed(let previous, let error):
            state.isSaving = false
            state.choice = previous
            state.error = ErrorInfo(
                // Translators: a toast when the series' notifications could not be turned on or off; then the reason.
                message: String(format: tr("Could not change notifications. %@"), error.userMessage),
                isRetryable: error.isRetryable)
            return .none
        case .dismissError:
            state.error = nil
            return .none
        }
    }

    /// The toggle's label, saying its state: "Notifications On" while the series is followed.
    public static func label(isFollowing: Bool) -> String {
        isFollowing ? tr("_Notifications On") : tr("_Notifications Off")
    }
    /// The toggle's tooltip, saying what a click does.
    public static func tooltip(isFollowing: Bool) -> String {
        isFollowing
            ? tr("Stop notifications and remove new episodes from the calendar")
            : tr("Show new episodes in the calendar and send a notification when one airs")
    }
    /// The toast after following.
    public static var followedToast: String { tr("You will be notified of new episodes") }
    /// The toast after stopping.
    public static var unfollowedToast: String { tr("No more notifications for this series") }
}

extension TitleOwnState {
    /// Whether the series is followed (series pages): the user's choice, else whether it is on the
    /// watchlist or has a watched episode.
    public var isFollowing: Bool {
        FollowedSeries.isFollowed(
            onWatchlist: watchlist.isOnWatchlist,
            hasWatchedEpisode: tracking.status?.hasWatchedEpisode ?? false, choice: follow.choice)
    }

    /// Whether the library was read, so the notifications toggle shows the truth.
    public var isFollowStatusLoaded: Bool { watchlist.isStatusLoaded && tracking.status != nil }

    /// Adopts the choice read with a tracking status, unless the user's own choice is being saved or the
    /// read failed (nil: the choice stays as known).
    mutating func adoptFollowChoice(_ status: TrackingStatus) {
        guard !follow.isSaving, let choice = status.followChoice else { return }
        follow.choice = choice
    }
}
