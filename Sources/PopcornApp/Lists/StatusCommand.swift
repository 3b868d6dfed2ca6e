import ArgumentParser
import Catalog
import Localization

/// `popcorn status ROUTE on-hold|dropped|clear`: puts a series on hold, drops it, or clears the status set
/// (its status then follows from the plays and the watchlist again). Movies have no such status (exit 2).
struct StatusCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "status", abstract: tr("Put a series on hold or drop it, or clear that"))
    }

    /// What the user can set.
    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case onHold = "on-hold"
        case dropped
        case clear

        var status: LibraryStatus? {
            switch self {
            case .onHold: .onHold
            case .dropped: .dropped
            case .clear: nil
            }
        }
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(tr("tv/ID"), valueName: "ROUTE"), transform: ListTitle.parsing)
    var title: LibraryTitle

    @Argument(help: ArgumentHelp(tr("The status to set, or clear"), valueName: "STATUS"))
    var choice: Choice

    func validate() throws {
        guard title.kind == .tvSeries else { throw ValidationError(ListError.statusOnlyForSeries.userMessage) }
    }

    func run() throws {
        let (title, choice) = (title, choice)
        try ListCommandRunner.run("status", demo: root.options.demo || options.demo) { library throws(ListError) in
            try await library.setStatus(choice.status, of: title)
        }
    }
}
