import ArgumentParser
import Catalog
import Localization

/// `popcorn unhide ROUTE…`: shows hidden titles again.
struct UnhideCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "unhide", abstract: tr("Show hidden titles again"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListTitle.help, transform: ListTitle.parsing)
    var titles: [LibraryTitle]

    func run() throws {
        let titles = titles
        try ListCommandRunner.run("unhide", demo: root.options.demo || options.demo) { library throws(ListError) in
            try await library.setHidden(false, titles)
        }
    }
}
