import AppEnvironment
import ArgumentParser
import Catalog
import Foundation
import LibraryTransfer
import Localization

/// `popcorn export FILE`: the whole library (watchlist, plays, ratings, follow choices, recent searches) as
/// one versioned JSON backup, written whole or not at all (through a symbolic link to its file; `-`: to
/// standard output). Exit 1 when it cannot be written, or FILE is a folder, device, named pipe or socket.
struct ExportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "export", abstract: tr("Back up the whole library to a JSON file"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(
        help: ArgumentHelp(
            tr("The backup file to write, e.g. popcorn-backup.json (- for standard output)"), valueName: "FILE"))
    var file: String

    func run() throws {
        let file = file
        try CommandRunner.run("export", demo: root.options.demo || options.demo) { services in
            let contents = try await services.library.contents()
            let data = try PopcornBackup.encode(contents, exportedAt: Date().timeIntervalSince1970)
            let target = ExportTarget(file)
            do {
                try target.write([UInt8](data))
            } catch let error as AtomicFile.WriteError {
                throw CatalogError.configuration(
                    String(
                        format: tr("The backup could not be written to %@: %@."),
                        error.path, error.reason))
            }
            // Standard output holds the backup alone.
            guard case .file = target else { return }
            Terminal.printLine(
                String(
                    // Translators: printed by `popcorn export`: the file, then the numbers of watchlist entries, plays, ratings.
                    format: tr("Backed up to %@ — watchlist entries: %ld, plays: %ld, ratings: %ld."),
                    file, contents.watchlist.count, contents.plays.count, contents.ratings.count))
        }
    }
}
