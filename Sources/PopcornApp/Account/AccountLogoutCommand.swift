import ArgumentParser
import Localization

/// `popcorn account logout`: TMDb revokes the sign-in, and Popcorn forgets it (the library stays).
struct AccountLogoutCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "logout", abstract: tr("Sign out of your TMDb account"))
    }

    @ParentCommand var account: AccountCommand
    @OptionGroup var options: GlobalOptions

    func run() throws {
        try AccountCommand.run("account logout", demo: account.root.options.demo || options.demo) { service in
            switch try await service.signOut() {
            case nil:
                Terminal.printLine(tr("Not signed in to TMDb."))
            case true?:
                Terminal.printLine(tr("Signed out of TMDb. Your library stays in Popcorn."))
            case false?:
                Terminal.printLine(
                    tr(
                        "Signed out here, but TMDb could not be told: remove Popcorn from the apps in your TMDb account settings."
                    ))
            }
        }
    }
}
