import Catalog
import Foundation
import Localization

/// Popcorn's backup: the whole library as one versioned JSON document —
/// `{"format": "popcorn-backup", "version": 2, "exportedAt": ISO 8601, "watchlist": [{"title", "addedAt"}],
/// "plays": [{"title", "watchedAt"}], "ratings": [{"title", "value", "ratedAt"}], "follows": [{"title",
/// "following", "changedAt", "notify" (optional: "whole-season" or "each-episode")}], "lists": [{"name", "description", "createdAt", "items": [{"title", "addedAt"}]}],
/// "statuses": [{"title", "status", "changedAt"}], "hidden": [{"title", "hiddenAt"}], "recentSearches":
/// [String]}`. Titles are paths (`movie/19`, `tv/1/season/1/episode/2`; lists, statuses and hidden titles hold
/// movies and series, statuses series only: "on-hold" or "dropped"); times are seconds since 1970 (UTC), exact.
/// Version 1 (before lists, statuses and hidden titles) is read as well.
public enum PopcornBackup {
    public static let format = "popcorn-backup"
    /// The version written; reading accepts it and earlier ones.
    public static let version = 2

    /// The document for `contents`, exported at `exportedAt` (seconds since 1970).
    public static func encode(_ contents: LibraryContents, exportedAt: Double) throws -> Data {
        let document: JSONValue = .object([
            "format": .string(format), "version": .int(version),
            "exportedAt": .string(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: exportedAt))),
            "watchlist": .array(
                contents.watchlist.map { entry in
                    .object(["title": .string(TrackedTitle(entry).path), "addedAt": .double(entry.addedAt)])
                }),
            "plays": .array(
                contents.plays.map { play in
                    .object(["title": .string(play.title.path), "watchedAt": .double(play.watchedAt)])
                }),
            "ratings": .array(
                contents.ratings.map { record in
                    .object([
                        "title": .string(record.title.path), "value": .int(record.rating.value),
                        "ratedAt": .double(record.rating.ratedAt),
                    ])
                }),
            "follows": .array(
                contents.follows.map { record in
                    .object([
                        "title": .string(TrackedTitle.series(id: record.seriesID).path),
                        "following": .bool(record.following), "changedAt": .double(record.changedAt),
                        "notify": .string(
                            (record.wholeSeason ? NotificationChoice.wholeSeason : .eachEpisode).rawValue),
                    ])
                }),
            "lists": .array(
                contents.lists.map { list in
                    .object([
                        "name": .string(list.name), "description": .string(list.description),
                        "createdAt": .double(list.createdAt),
                        "items": .array(
                            list.items.map { item in
                                .object([
                                    "title": .string(TrackedTitle(item.title).path), "addedAt": .double(item.addedAt),
                                ])
                            }),
                    ])
                }),
            "statuses": .array(
                contents.statuses.map { record in
                    .object([
                        "title": .string(TrackedTitle(record.title).path), "status": .string(record.status.rawValue),
                        "changedAt": .double(record.changedAt),
                    ])
                }),
            "hidden": .array(
                contents.hidden.map { record in
                    .object(["title": .string(TrackedTitle(record.title).path), "hiddenAt": .double(record.hiddenAt)])
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
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(text.text.utf8))
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            _ = try JSONDocument.parse(text)
            throw ImportFileError(file: file, line: 1, reason: notABackup)
        } catch let error as DecodingError {
            throw Document.entryError(error, in: text)
        } catch {
            throw ImportFileError(file: file, line: 1, reason: notABackup)
        }
        guard document.format == format else { throw ImportFileError(file: file, line: 1, reason: notABackup) }
        try check(document.version, file: file)
        return try document.contents(in: text)
    }

    /// A backup's `version` is a whole number from 1 to ``version``: a newer one asks for a newer Popcorn,
    /// anything else (missing, below 1, a fraction) is a damaged file.
    private static func check(_ documentVersion: Double?, file: String) throws(ImportFileError) {
        guard let documentVersion else {
            throw ImportFileError(
                file: file, line: 1, reason: tr("this is not a valid Popcorn backup: it has no \"version\"."))
        }
        let shown =
            documentVersion == documentVersion.rounded() && abs(documentVersion) < 1e15
            ? String(Int64(documentVersion)) : "\(documentVersion)"
        guard documentVersion >= 1, documentVersion == documentVersion.rounded() else {
            throw ImportFileError(
                file: file, line: 1,
                reason: String(
                    format: tr("this is not a valid Popcorn backup: its \"version\" is %@, not a whole number from 1."),
                    shown))
        }
        guard documentVersion <= Double(version) else {
            throw ImportFileError(
                file: file, line: 1,
                reason: String(
                    format: tr(
                        "this backup was written by a newer version of Popcorn (version %@); update Popcorn to restore it."
                    ),
                    shown))
        }
    }

    private static var notABackup: String {
        tr("this is not a Popcorn backup (its \"format\" is not \"popcorn-backup\").")
    }

    /// The document as written; each list's entries with every field a list may use.
    private struct Document: Decodable {
        struct WatchlistItem: Decodable {
            let title: String
            let addedAt: Double
        }

        struct PlayItem: Decodable {
            let title: String
            let watchedAt: Double
        }

        struct RatingItem: Decodable {
            let title: String
            let value: Double
            let ratedAt: Double
        }

        struct FollowItem: Decodable {
            let title: String
            let following: Bool
            let changedAt: Double
            /// Absent in backups from before the notification choice: each episode.
            let notify: String?
        }

        struct ListItem: Decodable {
            struct Entry: Decodable {
                let title: String
                let addedAt: Double
            }

            let name: String
            let description: String?
            let createdAt: Double
            let items: [Entry]
        }

        struct StatusItem: Decodable {
            let title: String
            let status: String
            let changedAt: Double
        }

        struct HiddenItem: Decodable {
            let title: String
            let hiddenAt: Double
        }

        let format: String?
        let version: Double?
        let watchlist: [WatchlistItem]?
        let plays: [PlayItem]?
        let ratings: [RatingItem]?
        let follows: [FollowItem]?
        let lists: [ListItem]?
        let statuses: [StatusItem]?
        let hidden: [HiddenItem]?
        let recentSearches: [String]?

        func contents(in file: TextFile) throws(ImportFileError) -> LibraryContents {
            LibraryContents(
                watchlist: try Self.read(watchlist, "watchlist", in: file) { entry in
                    guard let title = TrackedTitle(path: entry.title), let kind = title.watchlistKind else {
                        return nil
                    }
                    return WatchlistEntry(kind: kind, id: title.id, addedAt: entry.addedAt)
                },
                plays: try Self.read(plays, "plays", in: file) { entry in
                    guard let title = TrackedTitle(path: entry.title), title.isPlayable else { return nil }
                    return LibraryContents.PlayRecord(title: title, watchedAt: entry.watchedAt)
                },
                ratings: try Self.read(ratings, "ratings", in: file) { entry in
                    guard let title = TrackedTitle(path: entry.title), let value = Int(exactly: entry.value),
                        Rating.range.contains(value)
                    else { return nil }
                    return LibraryContents.RatingRecord(
                        title: title, rating: Rating(value: value, ratedAt: entry.ratedAt))
                },
                follows: try Self.read(follows, "follows", in: file) { entry in
                    guard case .series(let id)? = TrackedTitle(path: entry.title) else { return nil }
                    return LibraryContents.FollowRecord(
                        seriesID: id, following: entry.following,
                        changedAt: entry.changedAt, wholeSeason: entry.notify == NotificationChoice.wholeSeason.rawValue
                    )
                },
                lists: try Self.read(lists, "lists", in: file) { entry in
                    guard (try? UserListName.validated(entry.name)) != nil else { return nil }
                    var items: [UserListItem] = []
                    for item in entry.items {
                        guard let title = TrackedTitle(path: item.title)?.libraryTitle else { return nil }
                        items.append(UserListItem(title: title, addedAt: item.addedAt))
                    }
                    return LibraryContents.ListRecord(
                        name: entry.name, description: entry.description ?? "", createdAt: entry.createdAt,
                        items: items)
                },
                statuses: try Self.read(statuses, "statuses", in: file) { entry in
                    guard let title = TrackedTitle(path: entry.title)?.libraryTitle, title.kind == .tvSeries,
                        let status = LibraryStatus(rawValue: entry.status), status.isUserSet
                    else { return nil }
                    return TitleStatus(title: title, status: status, changedAt: entry.changedAt)
                },
                hidden: try Self.read(hidden, "hidden", in: file) { entry in
                    TrackedTitle(path: entry.title)?.libraryTitle.map {
                        HiddenTitle(title: $0, hiddenAt: entry.hiddenAt)
                    }
                },
                recentSearches: recentSearches ?? [])
        }

        /// The entries of the list `key`, each read by `read`; one it refuses fails, naming its line.
        private static func read<Item, T>(
            _ entries: [Item]?, _ key: String, in file: TextFile,
            _ read: (Item) -> T?
        ) throws(ImportFileError) -> [T] {
            var result: [T] = []
            result.reserveCapacity(entries?.count ?? 0)
            for (index, entry) in (entries ?? []).enumerated() {
                guard let item = read(entry) else { throw invalidEntry(index, of: key, in: file) }
                result.append(item)
            }
            return result
        }

        /// The error of a field of the wrong type: its list, its entry, its line.
        static func entryError(_ error: DecodingError, in file: TextFile) -> ImportFileError {
            let path: [any CodingKey]
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
                .dataCorrupted(let context):
                path = context.codingPath
            @unknown default:
                path = []
            }
            guard let list = path.first?.stringValue else {
                return ImportFileError(file: file.name, line: 1, reason: PopcornBackup.notABackup)
            }
            guard let index = path.dropFirst().first?.intValue else {
                return ImportFileError(
                    file: file.name, line: line(of: list, in: file),
                    reason: String(format: tr("\"%@\" is not a list."), list))
            }
            return invalidEntry(index, of: list, in: file)
        }

        private static func invalidEntry(_ index: Int, of key: String, in file: TextFile) -> ImportFileError {
            ImportFileError(
                file: file.name, line: line(of: key, in: file),
                reason: String(format: tr("entry %ld of \"%@\" is not valid."), index + 1, key))
        }

        /// The line where `"key"` appears (where its list starts).
        private static func line(of key: String, in file: TextFile) -> Int {
            guard let range = file.text.range(of: "\"\(key)\"") else { return 1 }
            return file.line(atByte: file.text.utf8.distance(from: file.text.utf8.startIndex, to: range.lowerBound))
        }
    }
}

extension TrackedTitle {
    /// The watchlist entry's title.
    init(_ entry: WatchlistEntry) {
        self.init(LibraryTitle(entry.kind, id: entry.id))
    }

    /// The movie or series `title`.
    init(_ title: LibraryTitle) {
        self = title.kind == .movie ? .movie(id: title.id) : .series(id: title.id)
    }

    /// The movie or series as lists, statuses and hidden titles hold it; nil for an episode.
    var libraryTitle: LibraryTitle? {
        watchlistKind.map { LibraryTitle($0, id: id) }
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
