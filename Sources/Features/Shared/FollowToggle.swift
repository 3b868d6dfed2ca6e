import Catalog
import Localization
import Store

/// The series page's "Notify Me" toggle: whether the series is followed (its episodes on the calendar,
/// a notification when a new one airs). On by default for series on the watchlist or with a watched
/// episode; the user's choice wins. Optimistic, reverted when saving fails.
public enum FollowToggle {
    /// The toggle's state.
    public struct State: Equatable, Sendable {
        /// Shown optimistically while saving; reverted when saving fails.
        public var isFollowing = false
        /// Whether the library was read.
        public var isStatusLoaded = false
        /// Set when saving the choice failed (show a toast); cleared by the next toggle.
        public var error: ErrorInfo?

        public init() {}
    }

    /// What the user or an effect can do with the toggle.
    public enum Action: Equatable, Sendable {
        case statusLoaded(Bool)
        /// The user toggled "Notify Me".
        case toggle
        /// Saving failed: revert to `wasFollowing` and show the error.
        case saveFailed(wasFollowing: Bool, CatalogError)
        /// The error toast was dismissed.
        case dismissError
    }

    /// Follows the library: whether the series is followed, now and after every change of the watchlist or
    /// the plays (adding the series to the watchlist or watching an episode follows it, unless the user
    /// chose otherwise).
    static func observe(seriesID: Int, dependencies: AppDependencies) -> Effect<Action> {
        let followed = dependencies.followedEpisodes
        let status: @Sendable (Send<Action>) async -> Void = { send in
            await send(.statusLoaded((try? await followed.isFollowed(seriesID: seriesID)) ?? false))
        }
        return .merge(
            .run { send in for await _ in dependencies.watchlist.changes() { await status(send) } },
            .run { send in for await _ in dependencies.tracking.trackingChanges() { await status(send) } })
    }

    /// Applies `action` to the toggle of the series `seriesID`.
    static func reduce(_ state: inout State, action: Action, seriesID: Int,
                       follows: any FollowRepository) -> Effect<Action> {
        switch action {
        case .statusLoaded(let isFollowing):
            state.isFollowing = isFollowing
            state.isStatusLoaded = true
            return .none
        case .toggle:
            state.error = nil
            state.isFollowing.toggle()
            let following = state.isFollowing
            return .run { _ in
                try await follows.setFollowing(following, seriesID: seriesID)
            } catch: { error, send in
                await send(.saveFailed(wasFollowing: !following, CatalogError(error)))
            }
        case .saveFailed(let wasFollowing, let error):
            state.isFollowing = wasFollowing
            // Translators: a toast when "Notify Me" could not be saved; then the reason.
            state.error = ErrorInfo(message: String(format: tr("Could not change Notify Me. %@"), error.userMessage),
                                    isRetryable: error.isRetryable)
            return .none
        case .dismissError:
            state.error = nil
            return .none
        }
    }

    /// The toggle's label.
    public static var label: String { tr("_Notify Me") }
    /// The toggle's tooltip.
    public static var tooltip: String { tr("Show new episodes in the calendar and send a notification when one airs") }
    /// The toast after following.
    public static var followedToast: String { tr("You will be notified of new episodes") }
    /// The toast after stopping.
    public static var unfollowedToast: String { tr("No more notifications for this series") }
}
