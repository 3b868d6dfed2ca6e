import Catalog
import Foundation
import Localization

/// Backups and imports of the user's library: a backup writes everything the library keeps; a restore
/// or an import reads every file (one that fails to parse throws, naming its line, and nothing is stored),
/// matches titles and merges them in one transaction — a Trakt import while it reads, the others after.
public struct LibraryImporter: Sendable {
    /// The export formats Popcorn imports.
    public enum Format: String, CaseIterable, Sendable {
        case trakt
        case letterboxd
        case imdb

        /// The rows of one of its files.
        func rows(_ data: Data, file: String) throws(ImportFileError) -> [ImportRow] {
            switch self {
            case .trakt: try TraktExport.rows(data, file: file)
            case .letterboxd: try LetterboxdExport.rows(data, file: file)
            case .imdb: try IMDbExport.rows(data, file: file)
            }
        }
    }

    /// A file to import: its name (as the summary shows it) and its bytes.
    public struct File: Sendable {
        public let name: String
        public let data: Data

        public init(name: String, data: Data) {
            self.name = name
            self.data = data
        }
    }

    /// What an import or a restore did.
    public struct Report: Equatable, Sendable {
        public let summary: MergeSummary
        public let unmatched: [UnmatchedRow]
    }

    let library: any LibraryTransferRepository
    let lookups: any TitleLookupRepository

    public init(library: any LibraryTransferRepository, lookups: any TitleLookupRepository) {
        self.library = library
        self.lookups = lookups
    }

    /// The backup document of the whole library, stamped `exportedAt` (seconds since 1970).
    public func backup(exportedAt: Double) async throws -> Data {
        try PopcornBackup.encode(try await library.contents(), exportedAt: exportedAt)
    }

    /// Merges the backup `file` into the library.
    public func restore(_ file: File) async throws -> Report {
        let contents = try PopcornBackup.decode(file.data, file: file.name)
        try Task.checkCancellation()
        return Report(summary: try await library.merge(contents), unmatched: [])
    }

    /// Imports `files`, exported by the service of `format`. Trakt's, whose items name their TMDb titles,
    /// are stored while they are read (``ImportPipeline``).
    public func importFiles(_ files: [File], format: Format) async throws -> Report {
        if format == .trakt, let report = try await ImportPipeline.run(files, into: library) {
            return report
        }
        var rows: [ImportRow] = []
        for file in files {
            rows += try format.rows(file.data, file: file.name)
        }
        let watched = Set(try await library.contents().plays.map(\.title))
        let matched = try await ImportMatcher(lookups: lookups).match(rows, watched: watched)
        try Task.checkCancellation()
        return Report(summary: try await library.merge(matched.contents), unmatched: matched.unmatched)
    }
}
