import Catalog
import Foundation
import Localization

/// Turns imported rows into library contents: rows naming TMDb titles as they are, films by name and year
/// through TMDb's search, IMDb ids through `/find` — each distinct lookup once, a few at a time, through
/// the cache-first lookup repository. Rows that match nothing are reported, not fatal. Nothing is stored
/// here: the caller merges the result in one transaction, so a cancelled import stores nothing.
public struct ImportMatcher: Sendable {
    /// How many lookups run at once (TMDb's rate limit is honoured by the HTTP client's retries).
    static let maxConcurrentLookups = 4

    /// What an import adds, and the rows it could not use.
    public struct Result: Equatable, Sendable {
        public let contents: LibraryContents
        public let unmatched: [UnmatchedRow]
    }

    let lookups: any TitleLookupRepository

    public init(lookups: any TitleLookupRepository) {
        self.lookups = lookups
    }

    /// The contents `rows` add to a library whose watched titles are `watched`. Throws `CancellationError`
    /// when cancelled, and the lookups' errors other than "not found" (offline, …).
    public func match(_ rows: [ImportRow], watched: Set<TrackedTitle>) async throws -> Result {
        let pending = Array(
            Set(
                rows.compactMap { row -> ImportRow.Target? in
                    switch row.target {
                    case .film, .imdb: row.target
                    case .title, .unusable: nil
                    }
                }))
        let lookups = lookups
        let found = try await pending.concurrentMap(width: Self.maxConcurrentLookups) { target in
            try Task.checkCancellation()
            return (target, try await Self.resolve(target, lookups: lookups))
        }
        try Task.checkCancellation()
        return Self.matched(rows, titles: Dictionary(found, uniquingKeysWith: { first, _ in first }), watched: watched)
    }

    /// What a batch of `rows` adds when they name their TMDb titles and watch nothing only once (a Trakt
    /// export's rows, matched as they are read): no lookup, a row naming a film or an IMDb id matches nothing.
    static func matchedTitles(_ rows: [ImportRow]) -> Result {
        matched(rows, titles: [:], watched: [])
    }

    /// What `rows` add to a library whose watched titles are `watched`, their lookups' `titles` at hand.
    private static func matched(
        _ rows: [ImportRow], titles: [ImportRow.Target: TrackedTitle?], watched: Set<TrackedTitle>
    ) -> Result {
        var contents = LibraryContents()
        contents.plays.reserveCapacity(rows.count)
        var unmatched: [UnmatchedRow] = []
        var played = watched
        played.reserveCapacity(watched.count + rows.count)
        var onceWatched: [(TrackedTitle, Double)] = []
        for row in rows {
            let title: TrackedTitle
            switch row.target {
            case .title(let known):
                title = known
            case .unusable(let reason):
                unmatched.append(UnmatchedRow(origin: row.origin, reason: reason))
                continue
            case .film, .imdb:
                guard let resolved = titles[row.target] ?? nil else {
                    unmatched.append(UnmatchedRow(origin: row.origin, reason: tr("TMDb has no such title.")))
                    continue
                }
                title = resolved
            }
            for entry in row.entries {
                switch entry {
                case .play(let watchedAt) where title.isPlayable:
                    contents.plays.append(.init(title: title, watchedAt: watchedAt))
                    played.insert(title)
                case .watched(let day) where title.isPlayable:
                    onceWatched.append((title, day))
                case .rating(let value, let ratedAt):
                    contents.ratings.append(.init(title: title, rating: Rating(value: value, ratedAt: ratedAt)))
                case .watchlist(let addedAt):
                    guard let kind = title.watchlistKind else {
                        unmatched.append(
                            UnmatchedRow(
                                origin: row.origin, reason: tr("only movies and series can be on the watchlist.")))
                        continue
                    }
                    contents.watchlist.append(WatchlistEntry(kind: kind, id: title.id, addedAt: addedAt))
                case .play, .watched:
                    unmatched.append(
                        UnmatchedRow(
                            origin: row.origin, reason: tr("only movies and episodes can be marked as watched.")))
                }
            }
        }
        for (title, day) in onceWatched where played.insert(title).inserted {
            contents.plays.append(.init(title: title, watchedAt: day))
        }
        return Result(contents: contents, unmatched: unmatched)
    }

    /// The TMDb title of a lookup; nil when there is none.
    private static func resolve(_ target: ImportRow.Target, lookups: any TitleLookupRepository) async throws
        -> TrackedTitle?
    {
        do {
            switch target {
            case .film(let name, let year):
                let movies = try await lookups.movies(titled: name).value
                // The same name, else (when the year is known) the search's best film of that year.
                let sameYear = movies.filter { year == nil || $0.releaseDate?.year == year }
                let sameName = sameYear.first {
                    $0.title.compare(name, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
                }
                let match = sameName ?? (year == nil ? nil : sameYear.first)
                return match.map { .movie(id: $0.id) }
            case .imdb(let id):
                switch try await lookups.title(imdbID: id).value {
                case .movie(let id)?: return .movie(id: id)
                case .series(let id)?: return .series(id: id)
                case .episode(let key)?: return .episode(key)
                case nil: return nil
                }
            case .title(let title):
                return title
            case .unusable:
                return nil
            }
        } catch CatalogError.notFound {
            return nil
        }
    }
}
