import ArgumentParser
import Features
import Localization

/// `popcorn watchlist list`: one route per line, most recently added first; `list ROUTE` prints the
/// route and exits 0 if the title is on the watchlist, 1 if not.
struct WatchlistListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: tr("List the watchlist, or check one title"))
    }

    @ParentCommand var watchlist: WatchlistCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: WatchlistTitle.help, transform: WatchlistTitle.init(parsing:))
    var title: WatchlistTitle?

    func run() throws {
        try CommandRunner.run("watchlist", demo: watchlist.root.options.demo || options.demo) { [title] services in
            let library = services.library
            if let title {
                guard try await library.contains(title.kind, id: title.id) else { return 1 }
                Terminal.printLine(title.route)
                return 0
            }
            for entry in try await library.all() {
                Terminal.printLine(Route(entry.kind, id: entry.id).description)
            }
            return 0
        }
    }
}
