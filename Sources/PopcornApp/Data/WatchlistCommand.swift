import ArgumentParser
import Catalog
import Features
import Foundation
import GnomeIntegration
import Localization
import Persistence

/// `popcorn watchlist` opens the window at the Watchlist page (like the route `watchlist`);
/// `popcorn watchlist add|remove ROUTE`, `popcorn watchlist list [ROUTE]` script the library without a
/// window. `--demo` (or no credential) uses the demo library, as the app does. Bad input exits 2.
struct WatchlistCommand: ParsableCommand, WindowOpening {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "watchlist",
                             abstract: tr("Open the watchlist, or add, remove or list its titles (ROUTE: movie/ID or tv/ID)"),
                             subcommands: [WatchlistEditCommand<WatchlistAddition>.self,
                                           WatchlistEditCommand<WatchlistRemoval>.self, WatchlistListCommand.self])
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    var routes: [String] { [Route.watchlist.description] }
    var demo: Bool { root.options.demo || options.demo }

    /// Runs `body` on the library the window would use (the demo one with `demo` or without any
    /// credential); exit status 1 when the library fails.
    static func withLibrary(demo: Bool, _ body: @escaping @MainActor (SQLiteLibrary) async throws -> Int32) throws {
        let status = MainActor.assumeIsolated { () -> Int32 in
            let environment = ProcessInfo.processInfo.environment
            let isDemo = demo || CredentialSource.current(environment: environment, tokenStore: TokenStore()) == nil
            let library = SQLiteLibrary(path: CatalogServices.libraryPath(demo: isDemo, environment: environment))
            if let message = library.openingMessage {
                Terminal.printError("popcorn: \(message)")
                // Nothing can be read or stored: fail before doing anything.
                guard library.openingProblem == nil else { return 1 }
            }
            return MainActorBlocking.run {
                do {
                    return try await body(library)
                } catch {
                    Terminal.printError("popcorn watchlist: \(CatalogError(error).userMessage)")
                    return 1
                }
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
