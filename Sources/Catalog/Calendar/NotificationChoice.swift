/// The user's choice of notifications for a followed series (series page menu, `popcorn notify`). Choosing
/// "Never" stops following the series (no calendar either); the others follow it.
public enum NotificationChoice: String, CaseIterable, Hashable, Sendable {
    /// A notification when each new episode airs (what following meant before the choice existed).
    case eachEpisode = "each-episode"
    /// One notification for a season, on the day its last episode airs; none before.
    case wholeSeason = "whole-season"
    /// No notifications, and the series left off the calendar.
    case never

    /// The choice of a series that is followed without an explicit choice, or chosen "Notifications On".
    public static let `default` = NotificationChoice.eachEpisode

    /// Whether the series is followed with this choice.
    public var isFollowing: Bool { self != .never }
}
