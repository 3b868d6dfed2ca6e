import ArgumentParser
import Localization

/// `popcorn list create|rename|describe|delete|add|remove|show`: the user's own lists, without a window.
/// LIST is a list's id or its exact name (see `popcorn lists`).
struct ListCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: tr("Create, rename, describe or delete your lists, or add, remove or show their titles"),
            subcommands: [
                ListCreateCommand.self, ListTextCommand<ListRenaming>.self, ListTextCommand<ListDescribing>.self,
                ListActionCommand<ListDeletion>.self, ListItemsCommand<ListAddition>.self,
                ListItemsCommand<ListRemoval>.self, ListActionCommand<ListShowing>.self,
            ])
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    var demo: Bool { root.options.demo || options.demo }

    /// The help of a LIST argument.
    static var listHelp: ArgumentHelp {
        ArgumentHelp(tr("The list's id or exact name"), valueName: "LIST")
    }
}
