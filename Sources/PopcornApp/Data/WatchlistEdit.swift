import Catalog
import Localization
import Persistence

/// What `popcorn watchlist add` or `remove` does to the library (both are idempotent).
protocol WatchlistEdit: Sendable {
    /// The subcommand's name.
    static var name: String { get }
    /// One line for `--help`.
    static var abstract: String { get }
    /// Applies the edit to `title`.
    static func apply(to title: WatchlistTitle, in library: SQLiteLibrary) async throws
}

/// `popcorn watchlist add ROUTE`.
enum WatchlistAddition: WatchlistEdit {
    static let name = "add"
    static var abstract: String { tr("Add a title to the watchlist") }

    static func apply(to title: WatchlistTitle, in library: SQLiteLibrary) async throws {
        try await library.add(title.kind, id: title.id)
    }
}

/// `popcorn watchlist remove ROUTE`.
enum WatchlistRemoval: WatchlistEdit {
    static let name = "remove"
    static var abstract: String { tr("Remove a title from the watchlist") }

    static func apply(to title: WatchlistTitle, in library: SQLiteLibrary) async throws {
        try await library.remove(title.kind, id: title.id)
    }
}
