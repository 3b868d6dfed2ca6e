import Catalog
import Features
import Foundation
import Localization
import UI

extension Subcommand {
    /// `popcorn dump ROUTE`: runs the page for ROUTE headless and prints it as one JSON object.
    static let dump = Subcommand(
        name: "dump", usage: "[--demo] ROUTE",
        summary: tr("Print the page for ROUTE as JSON, without opening a window"),
        run: { arguments, options in DumpCommand.run(arguments, options) })
}

/// `popcorn dump ROUTE`: the screen for ROUTE runs through its real reducer, the repositories, the cache
/// and the HTTP client; once it settles, one JSON object is printed:
/// `{"route": …, "status": "ready"|"empty"|"error", "isStale": …, …content…}`, and on error
/// `"error": {"kind": …, "message": …}`. Exit status: 0 ready or empty, 1 error, 2 bad input.
@MainActor
enum DumpCommand {
    static func run(_ arguments: [String], _ options: LaunchOptions) -> Int32 {
        let parsed: (route: Route, demo: Bool)
        do {
            parsed = try parse(arguments, options)
        } catch {
            printError("popcorn dump: \(error.message)")
            return 2
        }
        let services: CatalogServices
        do {
            services = try UserPreferences.catalogServices(demo: parsed.demo)
        } catch {
            let catalogError = CatalogError(error)
            printLine(DumpJSON.object([("route", .string(parsed.route.description)), ("status", .string("error")),
                                   ("error", .error(ErrorInfo(catalogError)))]).text)
            return 1
        }
        if let problem = services.libraryProblem {
            printError("popcorn: \(problem.userMessage)")
        }
        return MainActorBlocking.run {
            let output = await RouteTable.popcorn.dump(parsed.route, dependencies: services.dependencies)
            printLine(output.text)
            if case .object(let members) = output, members.contains(where: { $0.0 == "status" && $0.1 == .string("error") }) {
                return 1
            }
            return 0
        }
    }

    /// One route and `--demo`, in any order (global options before `dump` count too).
    static func parse(_ arguments: [String], _ options: LaunchOptions) throws(CommandLineError) -> (Route, Bool) {
        var demo = options.has("--demo")
        var routes = options.routes
        for argument in arguments {
            if argument == "--demo" {
                demo = true
            } else if argument.hasPrefix("-") {
                throw CommandLineError(message: String(format: tr("unknown option '%@'"), argument))
            } else {
                routes.append(argument)
            }
        }
        guard routes.count == 1, let text = routes.first else {
            throw CommandLineError(message: routes.isEmpty ? tr("missing ROUTE (e.g. movie/603 or tv/1399/season/1)")
                                                           : tr("give exactly one ROUTE"))
        }
        do {
            return (try Route(parsing: text), demo)
        } catch {
            throw CommandLineError(message: String(format: tr("bad route '%@': %@"), text, "\(error)"))
        }
    }

    /// Writes one line to standard output, unbuffered (the process may exit right after).
    static func printLine(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
