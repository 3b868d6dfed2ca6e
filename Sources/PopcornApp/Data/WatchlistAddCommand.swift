import ArgumentParser
import Localization

/// `popcorn watchlist add ROUTE`: adds the title (adding it again is fine).
struct WatchlistAddCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: tr("Add a title to the watchlist"))
    }

    @ParentCommand var watchlist: WatchlistCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: WatchlistTitle.help, transform: WatchlistTitle.init(parsing:))
    var title: WatchlistTitle

    func run() throws {
        try WatchlistCommand.withLibrary(demo: watchlist.root.options.demo || options.demo) { [title] library in
            try await library.add(title.kind, id: title.id)
            return 0
        }
    }
}
