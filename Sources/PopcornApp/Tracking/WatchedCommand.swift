import ArgumentParser
import Localization

/// `popcorn watched add|remove ROUTE`, `popcorn watched list`: the watch history without a window.
struct WatchedCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "watched",
            abstract: tr("Mark titles watched or unwatched, or list the watch history"),
            subcommands: [WatchedAddCommand.self, WatchedRemoveCommand.self, WatchedListCommand.self])
    }

    @ParentCommand var root: PopcornCommand

    /// Without an action: a usage error.
    func run() throws {
        throw ValidationError(tr("expected add, remove or list"))
    }
}
