import ArgumentParser
import Catalog
import Localization

/// `popcorn hide ROUTE…` and `popcorn unhide ROUTE…`: hidden titles leave Up Next, the calendar,
/// notifications and Explore until shown again (both idempotent).
struct HideCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "hide",
            abstract: tr("Hide titles from Up Next, the calendar, notifications and Explore"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListTitle.help, transform: ListTitle.parsing)
    var titles: [LibraryTitle]

    func run() throws {
        let titles = titles
        try ListCommandRunner.run("hide", demo: root.options.demo || options.demo) { library throws(ListError) in
            try await library.setHidden(true, titles)
        }
    }
}
