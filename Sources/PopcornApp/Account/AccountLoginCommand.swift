import ArgumentParser
import GnomeIntegration
import Localization

/// `popcorn account login [--timeout SECONDS]`: prints the address where the user approves Popcorn on TMDb's
/// website, waits for the approval (Ctrl+C cancels), and saves the sign-in in the keyring or the 0600 file.
struct AccountLoginCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "login", abstract: tr("Sign in to your TMDb account"))
    }

    @ParentCommand var account: AccountCommand
    @OptionGroup var options: GlobalOptions

    @Option(help: ArgumentHelp(tr("How long to wait for the approval, in seconds"), valueName: "SECONDS"))
    var timeout = 300

    func validate() throws {
        guard (1...3600).contains(timeout) else {
            throw ValidationError(tr("--timeout must be from 1 to 3600 seconds"))
        }
    }

    func run() throws {
        let timeout = timeout
        try AccountCommand.run("account login", demo: account.root.options.demo || options.demo) { service in
            let pending = try await service.beginSignIn()
            Terminal.printLine(
                tr("Open this address in your browser and approve Popcorn's access to your TMDb account:"))
            Terminal.printLine("  " + pending.approvalURL)
            Terminal.printLine(tr("Waiting for your approval (Ctrl+C cancels)…"))
            let (status, location) = try await service.finishSignIn(pending, timeout: .seconds(timeout))
            Terminal.printLine(String(format: tr("Signed in to TMDb as %@."), AccountText.name(status)))
            switch location {
            case .keyring:
                Terminal.printLine(tr("The sign-in is kept in your keyring."))
            case .file(let path):
                Terminal.printLine(String(format: tr("The sign-in is kept in %@ (readable only by you)."), path))
            }
        }
    }
}
