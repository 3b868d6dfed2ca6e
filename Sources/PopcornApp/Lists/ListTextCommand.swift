import ArgumentParser
import Catalog
import Localization
import Persistence

/// `popcorn list rename LIST NEW_NAME` and `popcorn list describe LIST TEXT`: `Change` with the text.
struct ListTextCommand<Change: ListTextChange>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Change.name, abstract: Change.abstract)
    }

    @ParentCommand var list: ListCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListCommand.listHelp)
    var reference: String

    @Argument(help: Change.textHelp)
    var text: String

    func run() throws {
        let (reference, text) = (reference, text)
        try ListCommandRunner.run("list \(Change.name)", demo: list.demo || options.demo) {
            library throws(ListError) in
            try await Change.apply(text, to: try await library.list(named: reference), in: library)
        }
    }
}

/// What `popcorn list rename` or `describe` sets.
protocol ListTextChange: Sendable {
    /// The subcommand's name.
    static var name: String { get }
    /// One line for `--help`.
    static var abstract: String { get }
    /// The help of the text argument.
    static var textHelp: ArgumentHelp { get }
    static func apply(_ text: String, to list: UserList, in library: SQLiteLibrary) async throws(ListError)
}

/// `popcorn list rename LIST NEW_NAME`.
enum ListRenaming: ListTextChange {
    static let name = "rename"
    static var abstract: String { tr("Rename a list") }
    static var textHelp: ArgumentHelp { ArgumentHelp(tr("The list's new name"), valueName: "NEW_NAME") }

    static func apply(_ text: String, to list: UserList, in library: SQLiteLibrary) async throws(ListError) {
        try await library.renameList(list.id, to: text)
    }
}

/// `popcorn list describe LIST TEXT` (an empty TEXT removes the description).
enum ListDescribing: ListTextChange {
    static let name = "describe"
    static var abstract: String { tr("Set or clear a list's description") }
    static var textHelp: ArgumentHelp {
        ArgumentHelp(tr("The description; empty to remove it"), valueName: "TEXT")
    }

    static func apply(_ text: String, to list: UserList, in library: SQLiteLibrary) async throws(ListError) {
        try await library.describeList(list.id, as: text)
    }
}
