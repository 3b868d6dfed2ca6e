import ArgumentParser
import Catalog
import Foundation
import GnomeIntegration

/// The one runner of the headless commands (`dump`, `watchlist add|remove|list`, `watched`, `rate`,
/// `calendar export`, `refresh`, `export`, `import`, `account`): it opens the services the window would use
/// (``CatalogServices``: the demo catalog and library with `--demo` or without a credential), reports the
/// library's opening problems, and runs the command's body on the main actor.
///
/// Exit status: the body's; 1 when the services cannot be opened, the library cannot be used (unless the
/// command does not need it) or the body throws, the reason on stderr; ArgumentParser's 2 for bad input
/// comes before any of this.
enum CommandRunner {
    /// Runs `body` over the app's services, throwing `ExitCode` for a status other than 0.
    /// - Parameters:
    ///   - name: the command as the user typed it ("watched", "calendar export"), prefixing its errors.
    ///   - traced: traces the run when the environment asks for it (docs/tracing.md); the spans are written or
    ///     sent before the process ends.
    ///   - needsLibrary: false when the run is useful without the library (a `dump` of a page that does not
    ///     show it): its problem is then only reported.
    ///   - report: how the command reports a failure to open the services or the library, or of `body`
    ///     (`dump` prints it as JSON); by default "popcorn NAME: message" on stderr (the library's problem is
    ///     already said by its opening message).
    static func run(
        _ name: String, demo: Bool, traced: Bool = false, needsLibrary: Bool = true,
        report: (@MainActor (CatalogError) -> Void)? = nil,
        _ body: @escaping @MainActor (CatalogServices) async throws -> Int32
    ) throws {
        let status = MainActor.assumeIsolated { () -> Int32 in
            let tracer = traced ? AppTracing.start(environment: ProcessInfo.processInfo.environment) : nil
            defer { tracer?.shutdown(timeout: .seconds(5)) }
            let fail: @MainActor (String, CatalogError) -> Int32 = { message, error in
                if let report { report(error) } else { Terminal.printError("popcorn \(name): \(message)") }
                return 1
            }
            let services: CatalogServices
            do {
                services = try CatalogServices.make(demo: demo, settings: AppSettings(), tokenStore: TokenStore())
            } catch {
                return fail(CatalogError(error).userMessage, CatalogError(error))
            }
            if let message = services.library.openingMessage {
                Terminal.printError("popcorn: \(message)")
            }
            // Nothing stands in for a library that cannot be used: fail before doing anything.
            if needsLibrary, let problem = services.library.openingProblem {
                report?(problem)
                return 1
            }
            return MainActorBlocking.run {
                do {
                    return try await body(services)
                } catch {
                    let message = (error as? CommandFailure)?.userMessage ?? CatalogError(error).userMessage
                    return fail(message, CatalogError(error))
                }
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// ``run(_:demo:traced:needsLibrary:report:_:)`` for a body that succeeds with status 0 or throws.
    static func run(
        _ name: String, demo: Bool, traced: Bool = false,
        _ body: @escaping @MainActor (CatalogServices) async throws -> Void
    ) throws {
        try run(name, demo: demo, traced: traced) { services -> Int32 in
            try await body(services)
            return 0
        }
    }
}
