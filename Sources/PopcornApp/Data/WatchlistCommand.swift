import Catalog
import Features
import Foundation
import GnomeIntegration
import Localization
import Persistence
import TMDb
import UI

extension Subcommand {
    /// `popcorn watchlist add|remove|list [ROUTE]`: scripts the library without a window.
    static let watchlist = Subcommand(
        name: "watchlist", usage: "add|remove ROUTE | list [ROUTE]",
        summary: tr("Add, remove or list watchlist titles (ROUTE: movie/ID or tv/ID)"),
        run: { arguments, options in WatchlistCommand.run(arguments, options) })
}

/// `add ROUTE` / `remove ROUTE` change the library (idempotent, exit 0); `list` prints one route per line,
/// most recently added first; `list ROUTE` prints the route and exits 0 if it is on the watchlist, 1 if not.
/// `--demo` (or no credential) uses the demo library, as the app does. Bad input exits 2.
@MainActor
enum WatchlistCommand {
    static func run(_ arguments: [String], _ options: LaunchOptions) -> Int32 {
        var demo = options.has("--demo")
        var words: [String] = []
        for argument in arguments {
            if argument == "--demo" {
                demo = true
            } else if argument.hasPrefix("-") {
                return usageError(String(format: tr("unknown option '%@'"), argument))
            } else {
                words.append(argument)
            }
        }
        guard let action = words.first, ["add", "remove", "list"].contains(action) else {
            return usageError(tr("expected add, remove or list"))
        }
        let routeText = words.dropFirst().first
        guard words.count <= 2, action == "list" || routeText != nil else {
            return usageError(tr("expected one ROUTE (movie/ID or tv/ID)"))
        }
        var title: (WatchlistKind, Int)?
        if let routeText {
            guard let watchlistTitle = (try? Route(parsing: routeText))?.watchlistTitle else {
                return usageError(String(format: tr("'%@' is not a movie or TV series route"), routeText))
            }
            title = watchlistTitle
        }
        let environment = ProcessInfo.processInfo.environment
        // The same library as `dump` and the window: the demo one without any credential.
        let isDemo = demo || CredentialSource.current(environment: environment, tokenStore: TokenStore()) == nil
        let library = SQLiteLibrary(path: CatalogServices.libraryPath(demo: isDemo, environment: environment))
        if let problem = library.openingProblem {
            DumpCommand.printError("popcorn: \(problem.userMessage)")
        }
        return MainActorBlocking.run {
            do {
                switch (action, title) {
                case ("add", let (kind, id)?):
                    try await library.add(kind, id: id)
                case ("remove", let (kind, id)?):
                    try await library.remove(kind, id: id)
                case ("list", let (kind, id)?):
                    guard try await library.contains(kind, id: id) else { return 1 }
                    DumpCommand.printLine(Route(kind, id: id).description)
                default:
                    for entry in try await library.all() {
                        DumpCommand.printLine(Route(entry.kind, id: entry.id).description)
                    }
                }
                return 0
            } catch {
                DumpCommand.printError("popcorn watchlist: \(CatalogError(error).userMessage)")
                return 1
            }
        }
    }

    private static func usageError(_ message: String) -> Int32 {
        DumpCommand.printError("popcorn watchlist: \(message)")
        return 2
    }
}
