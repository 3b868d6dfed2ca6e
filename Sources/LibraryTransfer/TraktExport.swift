import Catalog
import Foundation
import Localization

/// The JSON files of Trakt's data export, recognised by their shape: watch history (`watched_at`),
/// ratings (`rated_at`, `rating` 1–10) and watchlist (`listed_at`); items of `type` movie, show, season or
/// episode, with `movie`/`show`/`episode` objects whose `ids` carry TMDb ids. An episode is its show's TMDb
/// id with the episode's `season` and `number`.
public enum TraktExport {
    /// The rows of the Trakt file `data` named `file`.
    public static func rows(_ data: Data, file: String) throws(ImportFileError) -> [ImportRow] {
        let text = try TextFile(name: file, data: data)
        guard let items = try JSONDocument.parse(text).array else {
            throw ImportFileError(
                file: file, line: 1,
                reason: tr("this is not a Trakt export (a list of history, rating or watchlist items)."))
        }
        return try items.enumerated().map { (index, item) throws(ImportFileError) in
            guard item.object != nil else {
                throw ImportFileError(
                    file: file, line: index + 1,
                    reason: tr("this is not a Trakt export (a list of history, rating or watchlist items)."))
            }
            return try row(item, number: index + 1, file: file)
        }
    }

    private static func row(_ item: JSONValue, number: Int, file: String) throws(ImportFileError) -> ImportRow {
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
