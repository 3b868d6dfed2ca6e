import ArgumentParser
import Catalog
import Localization

/// `popcorn list delete LIST`: the list and its items (its titles stay in the library).
struct ListDeleteCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "delete", abstract: tr("Delete a list"))
    }

    @ParentCommand var list: ListCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListCommand.listHelp)
    var reference: String

    func run() throws {
        let reference = reference
        try ListCommandRunner.run("list delete", demo: list.demo || options.demo) { library throws(ListError) in
            let found = try await library.list(named: reference)
            _ = try await library.deleteList(found.id)
        }
    }
}
