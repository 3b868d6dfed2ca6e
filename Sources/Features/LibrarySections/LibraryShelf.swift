import Catalog

/// What a Library section shows: its name and its titles, filtered and ordered by the route's query.
public struct LibraryShelf: Hashable, Sendable {
    /// The section's translated name ("On Hold") or the list's name.
    public let name: String
    /// Every title of the section, unfiltered: a filter or order changed on the same section applies to these
    /// without loading the section again.
    public let sectionEntries: [LibraryEntry]
    /// The titles that pass the filters, in the query's order.
    public let entries: [LibraryEntry]
    /// How many titles the section holds before filtering (to tell an empty section from no match).
    public let totalCount: Int
    /// The genres of the section's titles (before filtering), by name: the filter bar's choices.
    public let genres: [Genre]
    /// The decades the section's titles were released in, newest first.
    public let decades: [Int]

    /// A section of `sectionEntries` (`totalCount` also counts titles whose details could not be read),
    /// shown unfiltered until ``filtered(by:myServices:)``.
    public init(
        name: String, sectionEntries: [LibraryEntry], totalCount: Int, genres: [Genre] = [], decades: [Int] = []
    ) {
        self.init(
            name: name, sectionEntries: sectionEntries, entries: sectionEntries, totalCount: totalCount,
            genres: genres, decades: decades)
    }

    private init(
        name: String, sectionEntries: [LibraryEntry], entries: [LibraryEntry], totalCount: Int, genres: [Genre],
        decades: [Int]
    ) {
        self.name = name
        self.sectionEntries = sectionEntries
        self.entries = entries
        self.totalCount = totalCount
        self.genres = genres
        self.decades = decades
    }

    /// The same section showing the titles `query` keeps, in its order (`myServices`: the provider ids chosen
    /// in Preferences).
    public func filtered(by query: LibraryQuery, myServices: Set<Int>) -> LibraryShelf {
        LibraryShelf(
            name: name, sectionEntries: sectionEntries,
            entries: query.apply(to: sectionEntries, myServices: myServices), totalCount: totalCount,
            genres: genres, decades: decades)
    }
}
