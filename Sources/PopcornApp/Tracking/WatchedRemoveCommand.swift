import ArgumentParser
import Features
import Localization

/// `popcorn watched remove ROUTE [--all]`: removes the latest play of a movie or an episode, or all its
/// plays with `--all`; a season or a series needs `--all` (every play of its episodes). Prints what was
/// removed; exit 1 when there was nothing to remove.
struct WatchedRemoveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: tr("Remove the latest play of a title (all plays with --all)"))
    }

    @ParentCommand var watched: WatchedCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: TrackingCommand.playableRouteHelp, transform: { try TrackingCommand.route(parsing: $0) })
    var route: TrackableRoute

    @Flag(help: ArgumentHelp(tr("Remove every play (needed for a season or a series)")))
    var all = false

    func validate() throws {
        if route.title == nil || route.title?.isPlayable == false, !all {
            throw ValidationError(tr("a season or a series needs --all"))
        }
    }

    func run() throws {
        let (route, all) = (route, all)
        try CommandRunner.run("watched", demo: watched.root.options.demo || options.demo) { services in
            let dependencies = services.dependencies
            let removed = try await WatchedMarks(dependencies: dependencies).remove(route, all: all)
            guard !removed.isEmpty else { throw NothingToRemove() }
            removed.forEach { Terminal.printLine(TrackingCommand.line($0)) }
        }
    }
}

/// `watched remove` found no play.
private struct NothingToRemove: Error, CustomStringConvertible {
    var description: String { tr("This title has no plays to remove.") }
}
