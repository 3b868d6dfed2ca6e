import Catalog
import Foundation
import Localization

/// Popcorn's backup: the whole library as one versioned JSON document —
/// `{"format": "popcorn-backup", "version": 1, "exportedAt": ISO 8601, "watchlist": [{"title", "addedAt"}],
/// "plays": [{"title", "watchedAt"}], "ratings": [{"title", "value", "ratedAt"}], "follows": [{"title",
/// "following", "changedAt"}], "recentSearches": [String]}`. Titles are paths (`movie/19`,
/// `tv/1/season/1/episode/2`); times are seconds since 1970 (UTC), exact.
public enum PopcornBackup {
    public static let format = "popcorn-backup"
    /// The version written; reading accepts it and earlier ones.
    public static let version = 1

    /// The document for `contents`, exported at `exportedAt` (seconds since 1970).
    public static func encode(_ contents: LibraryContents, exportedAt: Double) throws -> Data {
        let document: JSONValue = .object([
            "format": .string(format), "version": .int(version),
            "exportedAt": .string(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: exportedAt))),
            "watchlist": .array(contents.watchlist.map { entry in
                .object(["title": .string(TrackedTitle(entry).path), "addedAt": .double(entry.addedAt)])
            }),
            "plays": .array(contents.plays.map { play in
                .object(["title": .string(play.title.path), "watchedAt": .double(play.watchedAt)])
            }),
            "ratings": .array(contents.ratings.map { record in
                .object(["title": .string(record.title.path), "value": .int(record.rating.value),
                         "ratedAt": .double(record.rating.ratedAt)])
            }),
            "follows": .array(contents.follows.map { record in
                .object(["title": .string(TrackedTitle.series(id: record.seriesID).path),
                         "following": .bool(record.following), "changedAt": .double(record.changedAt)])
            }),
            "recentSearches": .array(contents.recentSearches.map(JSONValue.string)),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }

    /// The contents of the backup `data` (the file named `file`); throws naming the line of what is wrong.
    public static func decode(_ data: Data, file: String) throws(ImportFileError) -> LibraryContents {
        let text = try TextFile(name: file, data: data)
        let document = try JSONDocument.parse(text)
        guard document["format"]?.string == format else {
            throw ImportFileError(file: file, line: 1, reason: tr("this is not a Popcorn backup (its \"format\" is not \"popcorn-backup\")."))
        }
        guard let documentVersion = document["version"]?.smallInt, (1...version).contains(documentVersion) else {
            throw ImportFileError(file: file, line: 1, reason: String(format: tr("this backup was written by a newer version of Popcorn (version %@); update Popcorn to restore it."),
                                                                      document["version"].map { String(decoding: $0.encoded(), as: UTF8.self) } ?? "?"))
        }
        let reader = Reader(file: text)
        return LibraryContents(
            watchlist: try reader.list(document, "watchlist") { entry in
                guard let title = reader.title(entry), let kind = title.watchlistKind,
                      let addedAt = entry["addedAt"]?.finiteNumber else { return nil }
                return WatchlistEntry(kind: kind, id: title.id, addedAt: addedAt)
            },
            plays: try reader.list(document, "plays") { entry in
                guard let title = reader.title(entry), title.isPlayable, let watchedAt = entry["watchedAt"]?.finiteNumber else {
                    return nil
                }
                return LibraryContents.PlayRecord(title: title, watchedAt: watchedAt)
            },
            ratings: try reader.list(document, "ratings") { entry in
                guard let title = reader.title(entry), let value = entry["value"]?.smallInt, Rating.range.contains(value),
                      let ratedAt = entry["ratedAt"]?.finiteNumber else { return nil }
                return LibraryContents.RatingRecord(title: title, rating: Rating(value: value, ratedAt: ratedAt))
            },
            follows: try reader.list(document, "follows") { entry in
                guard case .series(let id)? = reader.title(entry), let following = entry["following"]?.bool,
                      let changedAt = entry["changedAt"]?.finiteNumber else { return nil }
                return LibraryContents.FollowRecord(seriesID: id, following: following, changedAt: changedAt)
            },
            recentSearches: (document["recentSearches"]?.array ?? []).compactMap(\.string))
    }

    /// Reads the lists of a backup; an entry that is not what its list holds fails, naming its line.
    private struct Reader {
        let file: TextFile

        func title(_ entry: JSONValue) -> TrackedTitle? {
            entry["title"]?.string.flatMap(TrackedTitle.init(path:))
        }

        func list<T>(_ document: JSONValue, _ key: String,
                     _ read: (JSONValue) -> T?) throws(ImportFileError) -> [T] {
            guard let value = document[key] else { return [] }
            guard let entries = value.array else {
                throw ImportFileError(file: file.name, line: line(ofKey: key),
                                      reason: String(format: tr("\"%@\" is not a list."), key))
            }
            var result: [T] = []
            result.reserveCapacity(entries.count)
            for (index, entry) in entries.enumerated() {
                guard let item = read(entry) else {
                    throw ImportFileError(file: file.name, line: line(ofKey: key),
                                          reason: String(format: tr("entry %ld of \"%@\" is not valid."), index + 1, key))
                }
                result.append(item)
            }
            return result
        }

        /// The line where `"key"` appears (where the list starts).
        func line(ofKey key: String) -> Int {
            guard let range = file.text.range(of: "\"\(key)\"") else { return 1 }
            return file.line(atByte: file.text.utf8.distance(from: file.text.utf8.startIndex, to: range.lowerBound))
        }
    }
}

extension TrackedTitle {
    /// The watchlist entry's title.
    init(_ entry: WatchlistEntry) {
        self = entry.kind == .movie ? .movie(id: entry.id) : .series(id: entry.id)
    }

    /// The watchlist's kind of a movie or a series.
    var watchlistKind: WatchlistKind? {
        switch self {
        case .movie: .movie
        case .series: .tvSeries
        case .episode: nil
        }
    }

    /// The movie's or the series' id (an episode's series).
    var id: Int {
        switch self {
        case .movie(let id), .series(let id): id
        case .episode(let key): key.seriesID
        }
    }
}
