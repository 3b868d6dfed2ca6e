import ArgumentParser
import Catalog
import Features
import Localization

extension NotificationChoice: ExpressibleByArgument {}

/// `popcorn notify tv/ID each-episode|whole-season|never`: when to be notified of a series' new episodes —
/// as each one airs, once a season's last episode aired, or never (which also leaves it off the calendar).
struct NotifyCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "notify", abstract: tr("Choose when to be notified of a series' new episodes"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(tr("tv/ID"), valueName: "ROUTE"), transform: NotifyCommand.seriesID(parsing:))
    var seriesID: Int

    @Argument(
        help: ArgumentHelp(
            tr("each-episode, whole-season (once its last episode aired) or never"), valueName: "WHEN"))
    var choice: NotificationChoice

    func run() throws {
        let (seriesID, choice) = (seriesID, choice)
        try CommandRunner.run("notify", demo: root.options.demo || options.demo) { services in
            let dependencies = services.dependencies
            try await WatchedMarks(dependencies: dependencies).checkExists(.series(id: seriesID))
            try await dependencies.follows.setNotificationChoice(choice, seriesID: seriesID)
        }
    }

    /// The series id of `text` (`tv/ID`); a usage error otherwise.
    static func seriesID(parsing text: String) throws -> Int {
        guard case .series(let id) = try TrackingCommand.route(parsing: text) else {
            throw ValidationError(String(format: tr("'%@' is not a route of %@"), text, tr("tv/ID")))
        }
        return id
    }
}
