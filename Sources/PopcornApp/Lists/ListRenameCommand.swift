import ArgumentParser
import Catalog
import Localization

/// `popcorn list rename LIST NEW_NAME`.
struct ListRenameCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rename", abstract: tr("Rename a list"))
    }

    @ParentCommand var list: ListCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListCommand.listHelp)
    var reference: String

    @Argument(help: ArgumentHelp(tr("The list's new name"), valueName: "NEW_NAME"))
    var name: String

    func run() throws {
        let (reference, name) = (reference, name)
        try ListCommandRunner.run("list rename", demo: list.demo || options.demo) { library throws(ListError) in
            let found = try await library.list(named: reference)
            try await library.renameList(found.id, to: name)
        }
    }
}
