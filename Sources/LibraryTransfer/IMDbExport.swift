import Catalog
import Foundation
import Localization

/// The CSV files of IMDb's exports: ratings (`Const, Your Rating, Date Rated, Title, …, Title Type, …,
/// Year, …`) and watchlist (`Position, Const, Created, Modified, Description, Title, …, Title Type, …`).
/// Titles are found by their IMDb id (`Const`, e.g. tt0133093) through TMDb's `/find`.
public enum IMDbExport {
    /// The rows of the IMDb file `data` named `file`.
    public static func rows(_ data: Data, file: String) throws(ImportFileError) -> [ImportRow] {
        let text = try TextFile(name: file, data: data)
        let isRatings = text.text.prefix(while: { $0 != "\n" }).contains("Your Rating")
        let table = try CSVTable(
            text,
            required: isRatings
                ? ["Const", "Your Rating", "Date Rated", "Title"]
                : ["Const", "Created", "Title"])
        return try table.rows.map { (row) throws(ImportFileError) in
            let title = row.value("Title") ?? ""
            let year = row.value("Year").flatMap { Int($0) }
            let dateColumn = isRatings ? "Date Rated" : "Created"
            guard let date = ISO8601Time.day(row.value(dateColumn).map { String($0.prefix(10)) }) else {
                throw ImportFileError(
                    file: file, line: row.line,
                    reason: String(
                        format: tr("“%@” is not a date written YYYY-MM-DD."),
                        row.value(dateColumn) ?? ""))
            }
            let entry: ImportRow.Entry
            if isRatings {
                guard let value = row.value("Your Rating").flatMap({ Int($0) }), Rating.range.contains(value) else {
                    throw ImportFileError(
                        file: file, line: row.line,
                        reason: String(format: tr("“%@” is not a rating from 1 to 10."), row.value("Your Rating") ?? "")
                    )
                }
                entry = .rating(value: value, ratedAt: date)
            } else {
                entry = .watchlist(addedAt: date)
            }
            let target: ImportRow.Target =
                row.value("Const").map { .imdb($0) }
                ?? .unusable(reason: tr("it has no IMDb id."))
            return ImportRow(
                target: target, entries: [entry],
                origin: ImportOrigin(file: file, line: row.line, title: title, year: year))
        }
    }
}
