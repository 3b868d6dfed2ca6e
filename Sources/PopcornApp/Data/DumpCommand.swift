import ArgumentParser
import Catalog
import Features
import Foundation
import Localization

/// `popcorn dump ROUTE`: the screen for ROUTE runs through its real reducer, the repositories, the cache
/// and the HTTP client; once it settles, one JSON object is printed:
/// `{"route": …, "status": "ready"|"empty"|"error", "isStale": …, …content…}`, and on error
/// `"error": {"kind": …, "message": …}`. Exit status: 0 ready or empty, 1 error, 2 bad input.
struct DumpCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "dump",
            abstract: tr("Print the page for ROUTE as JSON, without opening a window"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(
        help: ArgumentHelp(tr("The page to print, e.g. movie/603 or tv/1399/season/1"), valueName: "ROUTE"),
        transform: DumpCommand.route(parsing:))
    var route: Route

    /// Traces the page load when the environment asks for it (docs/tracing.md). Nothing stands in for a
    /// library that cannot be used: a page showing its data is an error (docs/command-line.md, "Files").
    func run() throws {
        let route = route
        try CommandRunner.run(
            "dump", demo: root.options.demo || options.demo, traced: true,
            needsLibrary: route.readsLibrary, report: { Self.printError($0, of: route) }
        ) { services in
            let output = await RouteTable.popcorn.dump(route, dependencies: services.dependencies)
            Terminal.printLine(output.text)
            if case .object(let members) = output,
                members.contains(where: { $0.0 == "status" && $0.1 == .string("error") })
            {
                return 1
            }
            return 0
        }
    }

    /// Prints the dump of `route` failing with `error`.
    @MainActor
    private static func printError(_ error: CatalogError, of route: Route) {
        Terminal.printLine(
            DumpJSON.object(
                [("route", .string(route.description))]
                    + PageDump.failure(.error(ErrorInfo(error)))
            ).text)
    }

    /// The route `text` names; a usage error when it names none.
    static func route(parsing text: String) throws -> Route {
        do {
            return try Route(parsing: text)
        } catch {
            throw ValidationError(String(format: tr("bad route '%@': %@"), text, "\(error)"))
        }
    }
}
