import AppEnvironment
import Catalog
import Foundation
import LibraryTransfer
import Localization

/// What the "Your Data" group and its dialogs say.
public enum YourDataText {
    /// The service's name (not translated).
    public static func serviceName(_ format: LibraryImporter.Format) -> String {
        switch format {
        case .trakt: "Trakt"
        case .letterboxd: "Letterboxd"
        case .imdb: "IMDb"
        }
    }

    /// The heading of the progress dialog.
    public static func progressHeading(_ job: YourDataModel.Job) -> String {
        switch job {
        case .backUp: tr("Backing Up…")
        case .restore: tr("Restoring the Backup…")
        // Translators: the heading of the progress dialog of an import; %@ is Trakt, Letterboxd or IMDb.
        case .importFrom(let format): String(format: tr("Importing from %@…"), serviceName(format))
        }
    }

    /// The body of the progress dialog.
    public static func progressBody(_ job: YourDataModel.Job) -> String {
        switch job {
        case .backUp:
            tr("Popcorn is writing the backup file.")
        case .restore:
            tr("Nothing is stored until the whole backup has been read. Cancel leaves your library as it was.")
        case .importFrom:
            tr(
                "Finding the titles on TMDb can take a while. Nothing is stored until all of them have been looked up; Cancel leaves your library as it was."
            )
        }
    }

    /// The toast of an outcome (short: toasts are one line); nil for a failure (shown in a dialog).
    public static func toast(_ outcome: YourDataModel.Outcome) -> String? {
        switch outcome {
        case .backedUp(let path):
            // Translators: a toast after a backup; %@ is the file name.
            String(format: tr("Backed up to %@"), URL(fileURLWithPath: path).lastPathComponent)
        case .imported(.importFrom(let format), _):
            // Translators: a toast after an import; %@ is Trakt, Letterboxd or IMDb.
            String(format: tr("Imported from %@"), serviceName(format))
        case .imported:
            tr("Backup restored")
        case .cancelled:
            tr("Cancelled: nothing was imported")
        case .failed:
            nil
        }
    }

    /// The heading of the dialog summing up a restore or an import (the toast's Details).
    public static func summaryHeading(_ job: YourDataModel.Job) -> String {
        switch job {
        case .backUp, .restore: tr("Backup Restored")
        case .importFrom: tr("Import Complete")
        }
    }

    /// The heading of the dialog listing the rows an import could not use.
    public static var unmatchedHeading: String { tr("Some Rows Were Not Imported") }

    /// The body of that dialog: what was imported, then how many rows were left out.
    public static func unmatchedBody(_ report: LibraryImporter.Report) -> String {
        ImportSummaryText.line(report.summary) + "\n\n"
            + String(
                format: ntr(
                    "%ld row matched no title on TMDb and was left out:",
                    "%ld rows matched no title on TMDb and were left out:", report.unmatched.count),
                report.unmatched.count)
    }

    /// The rows an import could not use, one a line ("diary.csv, line 3: No Such Film (2026) — …").
    public static func unmatchedList(_ report: LibraryImporter.Report) -> String {
        report.unmatched.map(UnmatchedText.line).joined(separator: "\n")
    }

    /// What happened and what to do when `job` failed with `error`.
    static func failure(_ error: any Error, job: YourDataModel.Job) -> YourDataModel.Failure {
        if job == .backUp {
            let reason = (error as? AtomicFile.WriteError).map {
                String(format: tr("The backup could not be written to %@: %@."), $0.path, $0.reason)
                    + " " + tr("Choose another folder, or free some space, and try again.")
            }
            return YourDataModel.Failure(
                heading: tr("The Backup Could Not Be Saved"),
                body: reason ?? CatalogError(error).userMessage)
        }
        let heading = job == .restore ? tr("The Backup Could Not Be Restored") : tr("The Files Could Not Be Imported")
        let nothing = tr("Nothing was imported.")
        let body: String
        switch error {
        case let error as ImportFileError:
            body = error.description + "\n\n" + nothing + " " + expectedFiles(job)
        case let error as UnreadableFile:
            body =
                String(format: tr("%@ cannot be read."), error.name) + " " + nothing + " "
                + tr("Check that the file still exists and that you may read it.")
        default:
            body = CatalogError(error).userMessage + " " + nothing
        }
        return YourDataModel.Failure(heading: heading, body: body)
    }

    /// Which files `job` reads.
    private static func expectedFiles(_ job: YourDataModel.Job) -> String {
        switch job {
        case .backUp, .restore:
            tr("Choose a backup written by Back Up… or by popcorn export.")
        case .importFrom(.trakt):
            tr("Choose the JSON files of a Trakt data export: watch history, watchlist or ratings.")
        case .importFrom(.letterboxd):
            tr("Choose the CSV files of a Letterboxd export: diary.csv, watched.csv, ratings.csv or watchlist.csv.")
        case .importFrom(.imdb):
            tr("Choose the ratings or watchlist CSV file exported from IMDb.")
        }
    }
}
