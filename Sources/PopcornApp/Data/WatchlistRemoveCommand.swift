import ArgumentParser
import Localization

/// `popcorn watchlist remove ROUTE`: removes the title (removing a missing one is fine).
struct WatchlistRemoveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "remove", abstract: tr("Remove a title from the watchlist"))
    }

    @ParentCommand var watchlist: WatchlistCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: WatchlistTitle.help, transform: WatchlistTitle.init(parsing:))
    var title: WatchlistTitle

    func run() throws {
        try WatchlistCommand.withLibrary(demo: watchlist.root.options.demo || options.demo) { [title] library in
            try await library.remove(title.kind, id: title.id)
            return 0
        }
    }
}
