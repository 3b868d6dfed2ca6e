import ArgumentParser
import Foundation
import Localization

/// `popcorn account login|status|logout`: the TMDb account the library syncs with.
struct AccountCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "account", abstract: tr("Sign in to your TMDb account, show it, or sign out"),
            subcommands: [
                AccountLoginCommand.self, AccountStatusCommand.self,
                AccountLogoutCommand.self,
            ])
    }

    @ParentCommand var root: PopcornCommand

    /// Without an action: a usage error.
    func run() throws {
        throw ValidationError(tr("expected login, status or logout"))
    }

    /// Runs `body` over the account service of the app's catalog (exit status 1 for a failure), traced when
    /// the environment asks for it (docs/tracing.md).
    static func run(_ name: String, demo: Bool, _ body: @escaping @MainActor (AccountService) async throws -> Void)
        throws
    {
        try CommandRunner.run(name, demo: demo, traced: true) { services in
            try await body(try AccountService(services: services))
        }
    }
}
