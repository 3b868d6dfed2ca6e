import ArgumentParser
import Catalog

/// `popcorn list add|remove LIST ROUTE…`: applies `Edit` to the titles the routes name.
struct ListItemsCommand<Edit: ListItemsEdit>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Edit.name, abstract: Edit.abstract)
    }

    @ParentCommand var list: ListCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListCommand.listHelp)
    var reference: String

    @Argument(help: ListTitle.help, transform: ListTitle.parsing)
    var titles: [LibraryTitle]

    func run() throws {
        let (reference, titles) = (reference, titles)
        try ListCommandRunner.run("list \(Edit.name)", demo: list.demo || options.demo) { library throws(ListError) in
            let found = try await library.list(named: reference)
            try await Edit.apply(titles, toList: found.id, in: library)
        }
    }
}
