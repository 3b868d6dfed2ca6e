import Catalog
import Foundation
import LibraryTransfer

/// The import targets: the input is a file given to `popcorn import`.
enum ImportFiles {
    /// A Popcorn backup: it is read or refused with a line inside the file; what is read survives writing
    /// and reading again unchanged.
    static func backup(_ data: Data) {
        do {
            let contents = try PopcornBackup.decode(data, file: "backup.json")
            guard let written = try? PopcornBackup.encode(contents, exportedAt: 0) else {
                preconditionFailure("decoded contents cannot be written")
            }
            let again = try? PopcornBackup.decode(written, file: "again.json")
            precondition(again == contents, "a backup does not survive writing and reading")
        } catch {
            precondition(error.line >= 1, "an error outside the file: \(error)")
        }
    }

    /// A Trakt export: read or refused with a line, never a trap; and read item by item from its bytes, it
    /// gives what Foundation's parser reading the whole file gives: the same rows, or a refusal too.
    static func trakt(_ data: Data) {
        let itemByItem = Result { () throws(ImportFileError) in try TraktExport.rows(data, file: "history.json") }
        check { () throws(ImportFileError) in try itemByItem.get() }
        let whole = Result { () throws(ImportFileError) in try TraktExport.rowsReadWhole(data, file: "history.json") }
        switch (itemByItem, whole) {
        case (.success(let rows), .success(let wholeRows)):
            precondition(rows == wholeRows, "the item reader's rows differ from Foundation's")
        case (.success, .failure(let error)):
            preconditionFailure("the item reader accepts a file Foundation's parser refuses: \(error)")
        case (.failure(let error), .success):
            preconditionFailure("the item reader refuses a file Foundation's parser reads: \(error)")
        case (.failure, .failure):
            break
        }
    }

    /// A CSV file read as Letterboxd's and as IMDb's.
    static func csv(_ data: Data) {
        check { () throws(ImportFileError) in try LetterboxdExport.rows(data, file: "diary.csv") }
        check { () throws(ImportFileError) in try IMDbExport.rows(data, file: "ratings.csv") }
    }

    /// Every row of a file that reads has a line in the file, and ratings in 1–10.
    private static func check(_ read: () throws(ImportFileError) -> [ImportRow]) {
        do {
            for row in try read() {
                precondition(row.origin.line >= 1, "a row outside the file")
                for case .rating(let value, _) in row.entries {
                    precondition(Rating.range.contains(value), "rating \(value) out of range")
                }
            }
        } catch {
            precondition(error.line >= 1, "an error outside the file: \(error)")
        }
    }
}
