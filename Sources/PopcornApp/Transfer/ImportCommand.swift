import ArgumentParser
import Catalog
import Foundation
import LibraryTransfer
import Localization

/// `popcorn import FILE` restores a backup (`popcorn export`), merging it into the library;
/// `popcorn import --from trakt|letterboxd|imdb FILE…` imports those services' exports. Every file is read
/// first: one that fails to parse exits 1 naming its line, and nothing is stored. Then titles are matched
/// and everything is stored in one transaction. Prints what was imported, the duplicates skipped and each
/// row that matched nothing (exit 0).
struct ImportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: tr("Restore a backup, or import the exports of Trakt, Letterboxd or IMDb"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Option(
        name: .customLong("from"),
        help: ArgumentHelp(
            tr("The service the files come from: trakt, letterboxd or imdb (none: a Popcorn backup)"),
            valueName: "SERVICE"))
    var format: LibraryImporter.Format?

    @Argument(help: ArgumentHelp(tr("The files to import"), valueName: "FILE"))
    var files: [String]

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError(tr("expected a FILE to import")) }
        if format == nil, files.count > 1 { throw ValidationError(tr("a backup is restored from one FILE")) }
    }

    func run() throws {
        let (files, format) = (files, format)
        try CommandRunner.run("import", demo: root.options.demo || options.demo) { services in
            let importer = LibraryImporter(library: services.library, lookups: services.lookups)
            let report: LibraryImporter.Report
            do {
                let read = try files.map(Self.read)
                if let format {
                    report = try await importer.importFiles(read, format: format)
                } else {
                    report = try await importer.restore(read[0])
                }
            } catch let error as ImportFileError {
                throw CatalogError.configuration(error.description + " " + tr("Nothing was imported."))
            }
            Self.print(report)
        }
    }

    /// The file at `path`, or an error naming it.
    static func read(_ path: String) throws -> LibraryImporter.File {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CatalogError.configuration(
                String(format: tr("%@ cannot be read."), path) + " " + tr("Nothing was imported."))
        }
        return LibraryImporter.File(name: path, data: data)
    }

    /// The summary: what was added, the duplicates skipped, each unmatched row.
    static func print(_ report: LibraryImporter.Report) {
        Terminal.printLine(ImportSummaryText.line(report.summary))
        guard !report.unmatched.isEmpty else { return }
        Terminal.printLine(String(format: tr("Not imported (%ld):"), report.unmatched.count))
        for row in report.unmatched {
            Terminal.printLine("  " + UnmatchedText.line(row))
        }
    }
}

extension LibraryImporter.Format: ExpressibleByArgument {}
