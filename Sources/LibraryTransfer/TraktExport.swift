import Catalog
import Foundation
import Localization

/// The JSON files of Trakt's data export, recognised by their shape: watch history (`watched_at`),
/// ratings (`rated_at`, `rating` 1–10) and watchlist (`listed_at`); items of `type` movie, show, season or
/// episode, with `movie`/`show`/`episode` objects whose `ids` carry TMDb ids. An episode is its show's TMDb
/// id with the episode's `season` and `number`.
public enum TraktExport {
    /// The rows of the Trakt file `data` named `file`. Its items are read one at a time straight from its
    /// bytes (``JSONReader``), so a history of 100,000 plays never becomes a whole-document tree nor a copy of
    /// the file; a file the reader refuses (not UTF-8 text, not JSON, …) is read as a whole by Foundation's
    /// parser, which describes what is wrong with it.
    public static func rows(_ data: Data, file: String) throws(ImportFileError) -> [ImportRow] {
        var all: [ImportRow] = []
        let read = try rows(data, file: file, batchSize: .max) { batch in
            if all.isEmpty { all = batch } else { all += batch }
        }
        return read ? all : try rowsReadWhole(data, file: file)
    }

    /// Hands the rows of the Trakt file `data` named `file` to `body` as the item reader reads them, in order,
    /// in batches of `batchSize` (the last one smaller). Returns false when the reader refused the file: what
    /// was handed over is then to be dropped, and the file read by ``rows(_:file:)``, which lets Foundation's
    /// parser describe it (or read it). Throws what ``rows(_:file:)`` throws for a file the reader reads:
    /// nothing is handed over after the item that fails, but the file is read to its end first.
    static func rows(
        _ data: Data, file: String, batchSize: Int, _ body: ([ImportRow]) -> Void
    ) throws(ImportFileError) -> Bool {
        var batch: [ImportRow] = []
        var firstError: ImportFileError?
        let outcome = data.withUnsafeBytes { raw in
            JSONReader.elements(of: raw.bindMemory(to: UInt8.self), keepingNested: nestedKeys) { item, number in
                guard firstError == nil else { return }
                do throws(ImportFileError) {
                    batch.append(try row(item, number: number, file: file))
                } catch {
                    firstError = error
                    return
                }
                if batch.count == batchSize {
                    body(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
        }
        switch outcome {
        case .array:
            if let firstError { throw firstError }
            if !batch.isEmpty { body(batch) }
            return true
        case .notArray:
            throw notAnExport(file: file, line: 1)
        case .refused:
            return false
        }
    }

    /// The members ``row(_:number:file:)`` reads in the objects of an item (an item keeps all of its own).
    private static let nestedKeys = ["ids", "tmdb", "title", "year", "season", "number"]

    /// The rows of `data` read as a whole by Foundation's parser, the way a file the item reader refuses is
    /// read: what `rows(_:file:)` must agree with (the fuzz target compares them).
    package static func rowsReadWhole(_ data: Data, file: String) throws(ImportFileError) -> [ImportRow] {
        try wholeDocumentRows(JSONDocument.parse(TextFile(name: file, data: data)), file: file)
    }

    /// The rows of a whole document.
    private static func wholeDocumentRows(_ document: JSONValue, file: String) throws(ImportFileError) -> [ImportRow] {
        guard let items = document.array else { throw notAnExport(file: file, line: 1) }
        return try items.enumerated().map { (index, item) throws(ImportFileError) in
            try row(item, number: index + 1, file: file)
        }
    }

    private static func notAnExport(file: String, line: Int) -> ImportFileError {
        ImportFileError(
            file: file, line: line,
            reason: tr("this is not a Trakt export (a list of history, rating or watchlist items)."))
    }

    private static func row(_ item: JSONValue, number: Int, file: String) throws(ImportFileError) -> ImportRow {
        guard item.object != nil else { throw notAnExport(file: file, line: number) }
        let entry: ImportRow.Entry
        if let watchedAt = ISO8601Time.instant(item["watched_at"]?.string) {
            entry = .play(watchedAt: watchedAt)
        } else if let ratedAt = ISO8601Time.instant(item["rated_at"]?.string), let rating = item["rating"]?.smallInt,
            Rating.range.contains(rating)
        {
            entry = .rating(value: rating, ratedAt: ratedAt)
        } else if let listedAt = ISO8601Time.instant(item["listed_at"]?.string) {
            entry = .watchlist(addedAt: listedAt)
        } else {
            throw ImportFileError(
                file: file, line: number,
                reason: String(
                    format: tr("item %ld is not a Trakt history, rating or watchlist item."),
                    number))
        }
        let type = item["type"]?.string ?? ""
        let titled = item[type == "episode" || type == "season" ? "show" : type]
        let origin = ImportOrigin(
            file: file, line: number, title: originTitle(item, type: type),
            year: titled?["year"]?.smallInt)
        return ImportRow(target: target(item, type: type), entries: [entry], origin: origin)
    }

    /// The TMDb title the item names.
    private static func target(_ item: JSONValue, type: String) -> ImportRow.Target {
        func tmdbID(_ object: String) -> Int? { item[object]?["ids"]?["tmdb"]?.smallInt }
        let noID = ImportRow.Target.unusable(reason: tr("it has no TMDb id."))
        switch type {
        case "movie":
            return tmdbID("movie").map { .title(.movie(id: $0)) } ?? noID
        case "show":
            return tmdbID("show").map { .title(.series(id: $0)) } ?? noID
        case "episode":
            guard let show = tmdbID("show"), let episode = item["episode"],
                let season = episode["season"]?.smallInt, let number = episode["number"]?.smallInt
            else { return noID }
            return .title(.episode(EpisodeKey(seriesID: show, season: season, episode: number)))
        case "season":
            return .unusable(reason: tr("Popcorn keeps episodes, series and movies, not seasons."))
        default:
            return .unusable(reason: String(format: tr("its type “%@” is not a movie, show or episode."), type))
        }
    }

    /// "Harbour Lights S1E2", or the movie's or show's title.
    private static func originTitle(_ item: JSONValue, type: String) -> String {
        let show = item["show"]?["title"]?.string ?? "?"
        switch type {
        case "episode":
            let episode = item["episode"]
            return show + " S\(episode?["season"]?.smallInt ?? 0)E\(episode?["number"]?.smallInt ?? 0)"
        case "season":
            return show + " S\(item["season"]?["number"]?.smallInt ?? 0)"
        default:
            return item[type]?["title"]?.string ?? "?"
        }
    }
}
