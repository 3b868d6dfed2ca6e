import Catalog
import Localization
import Store

/// The series page's notification choice ("When Each Episode Airs" / "When the Whole Season Is Out" /
/// "Never"): whether and how the series is followed (its episodes on the calendar, notifications). Each
/// episode by default for series on the watchlist or with a watched episode (``FollowedSeries``), else never;
/// the user's choice, read with the page's tracking status, wins. Choosing saves the choice, optimistic,
/// confirmed once stored and reverted with an error when saving fails (never confirmed).
public enum FollowToggle {
    /// The choice's state.
    public struct State: Equatable, Sendable {
        /// The user's choice, as read from the library or just made; nil when they never chose.
        public var choice: NotificationChoice?
        /// Set when saving the choice failed (show a toast); cleared by the next choice.
        public var error: ErrorInfo?
        /// Set once a choice was stored (show ``Confirmation/message`` as a toast); cleared when shown and by
        /// the next choice.
        public var confirmation: Confirmation?
        /// Whether a choice is being saved (the control waits; the library's older value is not shown).
        public var isSaving = false

        public init() {}
    }

    /// A stored choice, to show once.
    public struct Confirmation: Equatable, Sendable {
        /// The choice stored.
        public let choice: NotificationChoice

        public init(choice: NotificationChoice) {
            self.choice = choice
        }

        /// The toast's text.
        public var message: String {
            switch choice {
            case .eachEpisode: tr("You will be notified of new episodes")
            case .wholeSeason: tr("You will be notified when a whole season is out")
            case .never: tr("No more notifications for this series")
            }
        }
    }

    /// What the user or an effect can do with the choice.
    public enum Action: Equatable, Sendable {
        /// The user chose `choice` (the page showed `shown`).
        case choose(NotificationChoice, shown: NotificationChoice)
        /// The choice was stored: confirm it.
        case saved(NotificationChoice)
        /// The confirmation was shown.
        case confirmationShown
        /// Saving failed: back to `previousChoice`, and show the error.
        case saveFailed(previousChoice: NotificationChoice?, CatalogError)
        /// The error toast was dismissed.
        case dismissError
    }

    /// Applies `action` to the choice of the series `seriesID`.
    static func reduce(
        _ state: inout State, action: Action, seriesID: Int,
        follows: any FollowRepository
    ) -> Effect<Action> {
        switch action {
        case .choose(let choice, let shown):
            guard !state.isSaving, choice != shown else { return .none }
            let previous = state.choice
            state.isSaving = true
            state.error = nil
            state.confirmation = nil
            state.choice = choice
            return .run { send in
                try await follows.setNotificationChoice(choice, seriesID: seriesID)
                await send(.saved(choice))
            } catch: { error, send in
                await send(.saveFailed(previousChoice: previous, CatalogError(error)))
            }
        case .saved(let choice):
            state.isSaving = false
            state.confirmation = Confirmation(choice: choice)
            return .none
        case .confirmationShown:
            state.confirmation = nil
            return .none
        case .saveFailed(let previous, let error):
            state.isSaving = false
            state.choice = previous
            state.error = ErrorInfo(
                // Translators: a toast when the series' notification choice could not be saved; then the reason.
                message: String(format: tr("Could not change notifications. %@"), error.userMessage),
                isRetryable: error.isRetryable)
            return .none
        case .dismissError:
            state.error = nil
            return .none
        }
    }

    /// The menu item of `choice`.
    public static func title(of choice: NotificationChoice) -> String {
        switch choice {
        // Translators: a choice of the series page's notifications menu.
        case .eachEpisode: tr("When Each Episode Airs")
        // Translators: a choice of the series page's notifications menu.
        case .wholeSeason: tr("When the Whole Season Is Out")
        // Translators: a choice of the series page's notifications menu.
        case .never: tr("Never")
        }
    }

    /// The menu's heading.
    public static var menuHeading: String { tr("Notify Me") }

    /// The menu button's tooltip and accessible name, saying the current choice.
    public static func label(of choice: NotificationChoice) -> String {
        // Translators: the series page's notifications button; %@ is its choice ("When Each Episode Airs").
        String(format: tr("Notifications: %@"), title(of: choice))
    }
}

extension TitleOwnState {
    /// Whether the series is followed (series pages): the user's choice, else whether it is on the
    /// watchlist or has a watched episode.
    public var isFollowing: Bool {
        FollowedSeries.isFollowed(
            onWatchlist: watchlist.isOnWatchlist,
            hasWatchedEpisode: tracking.status?.hasWatchedEpisode ?? false, choice: follow.choice?.isFollowing)
    }

    /// The series' notification choice as shown: the user's, else each episode while followed by default.
    public var notificationChoice: NotificationChoice {
        follow.choice ?? (isFollowing ? .default : .never)
    }

    /// Whether the library was read, so the notification choice shows the truth.
    public var isFollowStatusLoaded: Bool { watchlist.isStatusLoaded && tracking.status != nil }

    /// Adopts the choice read with a tracking status, unless the user's own choice is being saved or the
    /// read failed (nil: the choice stays as known).
    mutating func adoptFollowChoice(_ status: TrackingStatus) {
        guard !follow.isSaving, let choice = status.followChoice else { return }
        follow.choice = choice
    }
}
