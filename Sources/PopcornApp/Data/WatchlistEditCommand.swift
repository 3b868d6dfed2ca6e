import ArgumentParser

/// `popcorn watchlist add|remove ROUTE`: applies `Edit` to the title ROUTE names.
struct WatchlistEditCommand<Edit: WatchlistEdit>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Edit.name, abstract: Edit.abstract)
    }

    @ParentCommand var watchlist: WatchlistCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: WatchlistTitle.help, transform: WatchlistTitle.init(parsing:))
    var title: WatchlistTitle

    func run() throws {
        try CommandRunner.run("watchlist", demo: watchlist.root.options.demo || options.demo) { [title] services in
            let library = services.library
            try await Edit.apply(to: title, in: library)
            return 0
        }
    }
}
