import Features
import GtkKit
import UI

/// A refresh of the followed series: what aired since the last one (``FollowedEpisodes/announcements(today:)``),
/// one desktop notification per series whose click opens the first new episode (without its name when the
/// series is protected from spoilers). Run by `popcorn refresh`
/// (the systemd user timer) and by the app at start and every few hours.
@MainActor
enum NewEpisodeRefresh {
    /// Records what aired since the last refresh and announces it through `sender` (nil: notifications are
    /// off; the episodes are still recorded, so turning them on later announces only newer ones).
    /// Returns the notices.
    static func run(_ dependencies: AppDependencies, sender: (any NotificationSending)?) async throws
        -> [NewEpisodesNotice]
    {
        let new = try await dependencies.followedEpisodes.announcements(today: dependencies.today())
        let spoilers = dependencies.spoilerProtection()
        let notices = new.map { NewEpisodesNotice($0, hidesName: spoilers.protects(seriesID: $0.seriesID)) }
        for notice in notices {
            sender?.send(
                DesktopNotification(
                    id: notice.id, title: notice.title, body: notice.body,
                    action: "app." + PopcornApplication.openRouteAction, target: notice.route.description))
        }
        return notices
    }
}
