import ArgumentParser
import GnomeIntegration
import Localization

/// `popcorn account status`: the account's name and the last sync time, or "Not signed in to TMDb."
struct AccountStatusCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "status", abstract: tr("Show the TMDb account and when it was last synced"))
    }

    @ParentCommand var account: AccountCommand
    @OptionGroup var options: GlobalOptions

    func run() throws {
        try AccountCommand.run("account status", demo: account.root.options.demo || options.demo) { service in
            guard let status = try await service.status() else {
                Terminal.printLine(tr("Not signed in to TMDb."))
                return
            }
            Terminal.printLine(String(format: tr("Signed in to TMDb as %@."), AccountText.name(status)))
            Terminal.printLine(AccountText.lastSync(status))
            let pending = try await service.pendingChangeCount()
            if pending > 0 {
                Terminal.printLine(
                    String(
                        format: ntr(
                            "%ld change waiting to be synced.", "%ld changes waiting to be synced.",
                            pending), pending))
            }
            if status.signInExpired {
                Terminal.printLine(AccountService.SignInExpired().userMessage)
            }
        }
    }
}
