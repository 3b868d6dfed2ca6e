import ArgumentParser
import Catalog
import Localization

/// `popcorn list describe LIST TEXT` (an empty TEXT removes the description).
struct ListDescribeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "describe", abstract: tr("Set or clear a list's description"))
    }

    @ParentCommand var list: ListCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListCommand.listHelp)
    var reference: String

    @Argument(help: ArgumentHelp(tr("The description; empty to remove it"), valueName: "TEXT"))
    var text: String

    func run() throws {
        let (reference, text) = (reference, text)
        try ListCommandRunner.run("list describe", demo: list.demo || options.demo) { library throws(ListError) in
            let found = try await library.list(named: reference)
            try await library.describeList(found.id, as: text)
        }
    }
}
