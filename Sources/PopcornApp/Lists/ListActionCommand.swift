import ArgumentParser
import Catalog
import Localization
import Persistence

/// `popcorn list delete|show LIST`: `Action` on the list LIST names.
struct ListActionCommand<Action: ListAction>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Action.name, abstract: Action.abstract)
    }

    @ParentCommand var list: ListCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListCommand.listHelp)
    var reference: String

    func run() throws {
        let reference = reference
        try ListCommandRunner.run("list \(Action.name)", demo: list.demo || options.demo) {
            library throws(ListError) in
            try await Action.run(on: try await library.list(named: reference), in: library)
        }
    }
}

/// What `popcorn list delete` or `show` does with a list.
protocol ListAction: Sendable {
    /// The subcommand's name.
    static var name: String { get }
    /// One line for `--help`.
    static var abstract: String { get }
    static func run(on list: UserList, in library: SQLiteLibrary) async throws(ListError)
}

/// `popcorn list delete LIST`: the list and its items (the titles stay in the library).
enum ListDeletion: ListAction {
    static let name = "delete"
    static var abstract: String { tr("Delete a list") }

    static func run(on list: UserList, in library: SQLiteLibrary) async throws(ListError) {
        _ = try await library.deleteList(list.id)
    }
}

/// `popcorn list show LIST`: the list's titles as routes, one per line, most recently added first.
enum ListShowing: ListAction {
    static let name = "show"
    static var abstract: String { tr("Print a list's titles, one route per line") }

    static func run(on list: UserList, in library: SQLiteLibrary) async throws(ListError) {
        for item in try await library.items(ofList: list.id) {
            Terminal.printLine(ListTitle.route(item.title))
        }
    }
}
