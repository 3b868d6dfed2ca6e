import Catalog
import Localization
import Persistence

/// What `popcorn list add` or `remove` does to a list's titles (both idempotent).
protocol ListItemsEdit: Sendable {
    /// The subcommand's name.
    static var name: String { get }
    /// One line for `--help`.
    static var abstract: String { get }
    static func apply(_ titles: [LibraryTitle], toList id: Int, in library: SQLiteLibrary) async throws(ListError)
}

/// `popcorn list add LIST ROUTE…`.
enum ListAddition: ListItemsEdit {
    static let name = "add"
    static var abstract: String { tr("Add titles to a list") }

    static func apply(_ titles: [LibraryTitle], toList id: Int, in library: SQLiteLibrary) async throws(ListError) {
        try await library.addToList(id, titles)
    }
}

/// `popcorn list remove LIST ROUTE…`.
enum ListRemoval: ListItemsEdit {
    static let name = "remove"
    static var abstract: String { tr("Remove titles from a list") }

    static func apply(_ titles: [LibraryTitle], toList id: Int, in library: SQLiteLibrary) async throws(ListError) {
        try await library.removeFromList(id, titles)
    }
}
