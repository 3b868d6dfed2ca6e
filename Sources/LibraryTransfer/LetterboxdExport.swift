import Catalog
import Foundation
import Localization

/// The CSV files of Letterboxd's export: `diary.csv` (`Date, Name, Year, Letterboxd URI, Rating, Rewatch,
/// Tags, Watched Date`: a play on the watched date, and a rating), `ratings.csv` (`Date, Name, Year,
/// Letterboxd URI, Rating`), `watched.csv` and `watchlist.csv` (`Date, Name, Year, Letterboxd URI`; told
/// apart by the file name). Ratings of 0.5–5 stars in half stars become 1–10 (3.5 → 7); a row rated off that
/// scale refuses the file, naming its line. Films are found by name and year.
public enum LetterboxdExport {
    /// The rows of the Letterboxd file `data` named `file` (its base name decides watched vs watchlist).
    public static func rows(_ data: Data, file: String) throws(ImportFileError) -> [ImportRow] {
        let table = try CSVTable(TextFile(name: file, data: data), required: ["Date", "Name", "Year"])
        let isDiary = table.header.contains("Watched Date")
        let isRatings = !isDiary && table.header.contains("Rating")
        let isWatchlist =
            !isDiary && !isRatings && (file as NSString).lastPathComponent.lowercased().contains("watchlist")
        return try table.rows.map { (row) throws(ImportFileError) in
            let name = row.value("Name") ?? ""
            let year = row.value("Year").flatMap { Int($0) }
            func date(_ column: String) throws(ImportFileError) -> Double {
                guard let date = ISO8601Time.day(row.value(column)) else {
                    throw ImportFileError(
                        file: file, line: row.line,
                        reason: String(
                            format: tr("“%@” is not a date written YYYY-MM-DD."),
                            row.value(column) ?? ""))
                }
                return date
            }
            var entries: [ImportRow.Entry] = []
            if isDiary {
                entries.append(.play(watchedAt: try date(row.value("Watched Date") == nil ? "Date" : "Watched Date")))
            } else if !isRatings {
                entries.append(isWatchlist ? .watchlist(addedAt: try date("Date")) : .watched(on: try date("Date")))
            }
            if let stars = row.value("Rating") {
                guard let halfStars = halfStars(stars) else {
                    throw ImportFileError(
                        file: file, line: row.line,
                        reason: String(
                            format: tr("“%@” is not a rating of 0.5 to 5 stars in steps of half a star."),
                            stars))
                }
                entries.append(.rating(value: halfStars, ratedAt: try date("Date")))
            }
            let target: ImportRow.Target
            var shownName = name
            if name.isEmpty {
                target = .unusable(reason: tr("it has no film name."))
            } else if name.utf8.count > maxNameBytes {
                target = .unusable(reason: tr("its film name is too long to look up."))
                shownName = String(name.prefix(80)) + "…"
            } else {
                target = .film(name: name, year: year)
            }
            return ImportRow(
                target: target, entries: entries,
                origin: ImportOrigin(file: file, line: row.line, title: shownName, year: year))
        }
    }

    /// The longest film name looked up on TMDb, in bytes: no real title comes near it, and a search URL
    /// (percent-encoded, up to three bytes a byte) must stay under the HTTP client's 8 KiB limit.
    static let maxNameBytes = 1000

    /// Letterboxd's rating `stars` (0.5 to 5 in half stars, written "3.5" or "4") as Popcorn's 1–10; nil off
    /// that scale (0.25, 4.75, 6).
    static func halfStars(_ stars: String) -> Int? {
        guard stars.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(stars) else {
            return nil
        }
        let halves = value * 2
        guard halves == halves.rounded(), (1...10).contains(halves) else { return nil }
        return Int(halves)
    }
}
