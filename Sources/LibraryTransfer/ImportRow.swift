import Catalog

/// One row of an imported file (a Trakt item, a Letterboxd or IMDb CSV row): the title it names and what
/// it adds once matched to a TMDb title.
public struct ImportRow: Equatable, Sendable {
    /// How the row names its title.
    public enum Target: Hashable, Sendable {
        /// A TMDb title (Trakt items carry TMDb ids).
        case title(TrackedTitle)
        /// A film by its name and year (Letterboxd): found through TMDb's search.
        case film(name: String, year: Int?)
        /// A title by its IMDb id: found through TMDb's `/find`.
        case imdb(String)
        /// Nothing Popcorn can import (the reason, for the summary).
        case unusable(reason: String)
    }

    /// What the row adds.
    public enum Entry: Equatable, Sendable {
        case play(watchedAt: Double)
        /// Watched, once: a play unless the title has one already, in the library or the import
        /// (Letterboxd's `watched.csv`, which its diary repeats).
        case watched(on: Double)
        /// 1–10.
        case rating(value: Int, ratedAt: Double)
        case watchlist(addedAt: Double)
    }

    public let target: Target
    public let entries: [Entry]
    /// Where it comes from, for the summary of unmatched rows.
    public let origin: ImportOrigin

    public init(target: Target, entries: [Entry], origin: ImportOrigin) {
        self.target = target
        self.entries = entries
        self.origin = origin
    }
}

/// A row's place and title, as the import summary names an unmatched one: "diary.csv, line 4: Title (2019)".
public struct ImportOrigin: Equatable, Sendable {
    public let file: String
    /// 1-based line (CSV), or the item's number (JSON lists).
    public let line: Int
    public let title: String
    public let year: Int?

    public init(file: String, line: Int, title: String, year: Int?) {
        self.file = file
        self.line = line
        self.title = title
        self.year = year
    }
}

/// A row that was not imported, and why.
public struct UnmatchedRow: Equatable, Sendable {
    public let origin: ImportOrigin
    public let reason: String

    public init(origin: ImportOrigin, reason: String) {
        self.origin = origin
        self.reason = reason
    }
}
