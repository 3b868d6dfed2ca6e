import AppEnvironment
import ArgumentParser
import Catalog
import GnomeIntegration
import GtkKit
import Localization

/// `popcorn refresh`: checks the followed series for episodes aired since the last refresh and sends one
/// desktop notification per series (unless turned off in Preferences); prints one line per notification
/// (`ROUTE<TAB>SERIES<TAB>TEXT`). The first refresh after a series is followed notifies nothing. Run every
/// 6 hours by the systemd user timer `popcorn-refresh.timer`.
struct RefreshCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "refresh",
            abstract: tr("Check the series you follow for new episodes and notify of them"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    func run() throws {
        try CommandRunner.run("refresh", demo: root.options.demo || options.demo) { services in
            let dependencies = services.dependencies
            var sender: HeadlessApplication?
            if AppSettings().newEpisodeNotifications {
                // Without a session bus nothing could be announced: stop before recording anything as announced.
                guard let application = HeadlessApplication(id: AppIdentity.applicationID, name: tr("Popcorn")) else {
                    throw CatalogError.configuration(
                        tr(
                            "No D-Bus session bus was found, so no notification can be sent; nothing was recorded. Run it in your desktop session, or turn notifications off in Preferences."
                        ))
                }
                guard application.hasNotificationServer else {
                    throw CatalogError.configuration(
                        tr(
                            "No notification server is running on the session bus, so no notification can be shown; nothing was recorded. Turn notifications off in Preferences to refresh without them."
                        ))
                }
                sender = application
            }
            let notices = try await NewEpisodeRefresh.run(dependencies, sender: sender)
            sender?.flush()
            for notice in notices {
                Terminal.printLine([notice.route.description, notice.title, notice.body].joined(separator: "\t"))
            }
        }
    }
}
