import Catalog

/// What a Library section shows: its name and its titles, filtered and ordered by the route's query.
public struct LibraryShelf: Hashable, Sendable {
    /// The section's translated name ("On Hold") or the list's name.
    public let name: String
    /// The titles that pass the filters, in the query's order.
    public let entries: [LibraryEntry]
    /// How many titles the section holds before filtering (to tell an empty section from no match).
    public let totalCount: Int
    /// The genres of the section's titles (before filtering), by name: the filter bar's choices.
    public let genres: [Genre]
    /// The decades the section's titles were released in, newest first.
    public let decades: [Int]

    public init(name: String, entries: [LibraryEntry], totalCount: Int, genres: [Genre] = [], decades: [Int] = []) {
        self.name = name
        self.entries = entries
        self.totalCount = totalCount
        self.genres = genres
        self.decades = decades
    }
}
