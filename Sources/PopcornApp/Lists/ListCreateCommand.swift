import ArgumentParser
import Catalog
import Localization

/// `popcorn list create NAME [--description TEXT]`: prints the new list's id.
struct ListCreateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "create", abstract: tr("Create a list and print its id"))
    }

    @ParentCommand var list: ListCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(tr("The list's name"), valueName: "NAME"))
    var name: String

    @Option(help: ArgumentHelp(tr("What the list is about"), valueName: "TEXT"))
    var description = ""

    func run() throws {
        let (name, description) = (name, description)
        try ListCommandRunner.run("list create", demo: list.demo || options.demo) { library throws(ListError) in
            let created = try await library.createList(name: name, description: description)
            Terminal.printLine(String(created.id))
        }
    }
}
