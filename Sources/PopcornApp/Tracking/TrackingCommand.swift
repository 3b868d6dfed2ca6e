import ArgumentParser
import Catalog
import Features
import Localization

/// What the library commands (`watched`, `rate`, `calendar export`, `refresh`, `export`, `import`) share:
/// the catalog and the library the window would use, and the exit status of a failure (1, with the reason
/// on stderr).
enum TrackingCommand {
    /// Runs `body` over the app's dependencies; exit status 1 when the library cannot keep a change or
    /// `body` fails.
    static func run(_ name: String, demo: Bool,
                    _ body: @escaping @MainActor (AppDependencies) async throws -> Void) throws {
        try withServices(name, demo: demo) { services in try await body(services.dependencies) }
    }

    /// Runs `body` over the app's services (the library, the catalog); exit status as ``run(_:demo:_:)``.
    static func withServices(_ name: String, demo: Bool,
                             _ body: @escaping @MainActor (CatalogServices) async throws -> Void) throws {
        let status = MainActor.assumeIsolated { () -> Int32 in
            let services: CatalogServices
            do {
                services = try UserPreferences.catalogServices(demo: demo).services
            } catch {
                Terminal.printError("popcorn \(name): \(CatalogError(error).userMessage)")
                return 1
            }
            if let message = services.library.openingMessage {
                Terminal.printError("popcorn: \(message)")
                // Nothing can be read or stored: fail before doing anything.
                guard services.library.openingProblem == nil else { return 1 }
            }
            return MainActorBlocking.run {
                do {
                    try await body(services)
                    return 0
                } catch {
                    let message = (error as? CommandFailure)?.userMessage ?? CatalogError(error).userMessage
                    Terminal.printError("popcorn \(name): \(message)")
                    return 1
                }
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The trackable route `text` names (`allowed` kinds only); a usage error otherwise.
    static func route(parsing text: String, allowingSeasons: Bool = true) throws -> TrackableRoute {
        guard let route = (try? Route(parsing: text)).flatMap(TrackableRoute.init),
              allowingSeasons || route.title != nil else {
            let expected = allowingSeasons ? tr("movie/ID, tv/ID, tv/ID/season/N or tv/ID/season/N/episode/E")
                : tr("movie/ID, tv/ID or tv/ID/season/N/episode/E")
            throw ValidationError(String(format: tr("'%@' is not a route of %@"), text, expected))
        }
        return route
    }

    /// The help of the ROUTE argument of `watched`.
    static var playableRouteHelp: ArgumentHelp {
        ArgumentHelp(tr("movie/ID, tv/ID, tv/ID/season/N or tv/ID/season/N/episode/E"), valueName: "ROUTE")
    }

    /// "ROUTE<TAB>WATCHED_AT" (ISO 8601, UTC).
    static func line(_ play: Play) -> String {
        Route(play.title).description + "\t" + DumpJSON.iso8601(play.watchedAt)
    }
}
