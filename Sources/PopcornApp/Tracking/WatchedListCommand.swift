import ArgumentParser
import Localization

/// `popcorn watched list`: one line per play, newest first: `ROUTE<TAB>WATCHED_AT` (ISO 8601, UTC).
struct WatchedListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: tr("List every play, newest first"))
    }

    @ParentCommand var watched: WatchedCommand
    @OptionGroup var options: GlobalOptions

    func run() throws {
        try CommandRunner.run("watched", demo: watched.root.options.demo || options.demo) { services in
            let dependencies = services.dependencies
            for play in try await dependencies.tracking.snapshot().plays {
                Terminal.printLine(TrackingCommand.line(play))
            }
        }
    }
}
