import ArgumentParser
import Catalog
import Localization

/// `popcorn sync`: makes the library and the TMDb account hold the same watchlist, ratings and lists.
struct SyncCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "sync", abstract: tr("Sync the watchlist, ratings and lists with your TMDb account"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Flag(
        help: ArgumentHelp(
            tr(
                "Send the changes made in Popcorn and read only the newest page of each list (what the app does after a change)"
            )))
    var changes = false

    func run() throws {
        let scope: SyncScope = changes ? .changes : .full
        try AccountCommand.run("sync", demo: root.options.demo || options.demo) { service in
            let report = try await service.sync(scope)
            Terminal.printLine(
                String(format: tr("Synced with TMDb: %ld sent, %ld received."), report.sent, report.received))
        }
    }
}
