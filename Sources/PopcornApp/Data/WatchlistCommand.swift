import ArgumentParser
import Features
import Localization

/// `popcorn watchlist` opens the window at the Watchlist page (like the route `watchlist`);
/// `popcorn watchlist add|remove ROUTE`, `popcorn watchlist list [ROUTE]` script the library without a
/// window. `--demo` (or no credential) uses the demo library, as the app does. Bad input exits 2.
struct WatchlistCommand: ParsableCommand, WindowOpening {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "watchlist",
            abstract: tr("Open the watchlist, or add, remove or list its titles (ROUTE: movie/ID or tv/ID)"),
            subcommands: [
                WatchlistEditCommand<WatchlistAddition>.self,
                WatchlistEditCommand<WatchlistRemoval>.self, WatchlistListCommand.self,
            ])
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    var routes: [String] { [Route.watchlist.description] }
    var demo: Bool { root.options.demo || options.demo }
}
