import ArgumentParser
import Catalog
import Localization

/// `popcorn list show LIST`: the list's titles as routes, one per line, most recently added first.
struct ListShowCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: tr("Print a list's titles, one route per line"))
    }

    @ParentCommand var list: ListCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListCommand.listHelp)
    var reference: String

    func run() throws {
        let reference = reference
        try ListCommandRunner.run("list show", demo: list.demo || options.demo) { library throws(ListError) in
            let found = try await library.list(named: reference)
            for item in try await library.items(ofList: found.id) {
                Terminal.printLine(ListTitle.route(item.title))
            }
        }
    }
}
