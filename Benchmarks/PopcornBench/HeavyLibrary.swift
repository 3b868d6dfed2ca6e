import Catalog
import Foundation
import Persistence
import TMDb

/// The heavy user's library of figures 14–16 (issue 38), generated deterministically without the network:
/// 10,000 movies and 500 series (with their episodes) in the catalog cache, `plays` plays over ten years
/// (40 % movies, 60 % episodes, rewatches included), 5,000 ratings, 2,000 watchlist entries, 50 lists holding
/// 2,000 titles in all, and 300 followed series. Written through Persistence's own library and cache, so the
/// files are what the app writes. `popcorn-bench seed-heavy [--plays N] [--namespace NS]` fills the library
/// and cache of `$XDG_DATA_HOME` and `$XDG_CACHE_HOME` (docs/benchmarks.md).
@MainActor
enum HeavyLibrary {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The first movie id: the GUI figures' fake TMDb serves the movies from here (gui_app.py).
    static let firstMovieID = 100_000
    static let movieCount = 10_000
    /// Series ids 1...seriesCount, with TrackingBenchmark's episode guides.
    static let seriesCount = 500
    static let ratingCount = 5_000
    static let watchlistCount = 2_000
    static let listCount = 50
    static let listedCount = 2_000
    static let followedCount = 300
    /// The cache's namespace when none is given (the in-process figures read it with the same one).
    static let namespace = "bench"

    /// `popcorn-bench seed-heavy`: the fixture into the default library and cache.
    static func seedCommand(_ options: BenchOptions) async -> BenchResult {
        var result = BenchResult()
        do {
            let counts = try await seed(
                library: SQLiteLibrary(path: SQLiteLibrary.defaultPath()),
                cache: SQLiteCatalogCache(
                    path: SQLiteCatalogCache.defaultPath(), namespace: options.string("namespace") ?? namespace),
                plays: options.int("plays", default: 100_000))
            for (key, value) in counts { result[key] = value }
        } catch {
            result["error"] = "\(error)"
        }
        return result
    }

    /// Writes the fixture into `library` and `cache`; returns what each table holds.
    static func seed(library: SQLiteLibrary, cache: SQLiteCatalogCache, plays playCount: Int) async throws
        -> [String: Int]
    {
        try await fillCache(cache)
        try await library.restorePlays(plays(playCount))
        for index in 0..<ratingCount {
            let title: TrackedTitle =
                index < seriesCount ? .series(id: index + 1) : .movie(id: firstMovieID + index - seriesCount)
            try await library.setRating(1 + index % 10, for: title)
        }
        for id in firstMovieID..<firstMovieID + watchlistCount {
            try await library.add(.movie, id: id)
        }
        let perList = listedCount / listCount
        for index in 0..<listCount {
            let list = try await library.createList(name: "Heavy List \(index + 1)", description: "")
            let start = firstMovieID + watchlistCount + index * perList
            try await library.addToList(list.id, (start..<start + perList).map { LibraryTitle(.movie, id: $0) })
        }
        for seriesID in 1...followedCount {
            try await library.setFollowing(true, seriesID: seriesID)
        }
        let snapshot = try await library.snapshot()
        let lists = try await library.lists()
        let counts = [
            "plays": snapshot.plays.count, "ratings": snapshot.ratings.count,
            "watchlist": try await library.all().count, "lists": lists.count,
            "listed": lists.map(\.itemCount).reduce(0, +),
            "followed": try await library.followChoices().values.filter { $0 }.count,
        ]
        let expected = [
            "plays": playCount, "ratings": ratingCount, "watchlist": watchlistCount, "lists": listCount,
            "listed": listedCount, "followed": followedCount,
        ]
        guard counts == expected else {
            throw Failure(description: "the library holds \(counts), not \(expected) (not an empty library?)")
        }
        return counts.merging(["movies": movieCount, "series": seriesCount]) { $1 }
    }

    /// The episode guides of the fixture's series (TrackingBenchmark's: five seasons of ten, two specials).
    static func guides() -> [Int: EpisodeGuide] {
        Dictionary(uniqueKeysWithValues: (1...seriesCount).map { ($0, TrackingBenchmark.guide(seriesID: $0)) })
    }

    /// `count` plays, oldest first, spread evenly over ten years from 2016: every fifth play's first two
    /// are movies (each movie watched again after 10,000 movie plays), the others episodes, each series
    /// watched up to its own point and rewatched from the start.
    static func plays(_ count: Int) -> [Play] {
        let guides = guides()
        let start = Double(CalendarDate(year: 2016, month: 1, day: 1).dayNumber) * 86_400
        let step = 315_360_000 / Double(max(count, 1))
        var episodePlays = 0
        return (0..<count).map { index in
            let title: TrackedTitle
            if index % 5 < 2 {
                title = .movie(id: firstMovieID + (index / 5 * 2 + index % 5) % movieCount)
            } else {
                let seriesID = episodePlays % seriesCount + 1
                let regular = guides[seriesID]?.episodes.filter { $0.seasonNumber > 0 } ?? []
                let reach = max((seriesID * 7) % regular.count, 1)
                title = .episode(EpisodeKey(regular[(episodePlays / seriesCount) % reach]))
                episodePlays += 1
            }
            return Play(id: Int64(index + 1), title: title, watchedAt: start + Double(index) * step)
        }
    }

    /// The movies, the series and every episode of their guides, fresh.
    private static func fillCache(_ cache: SQLiteCatalogCache) async throws {
        let now = Date().timeIntervalSince1970
        let base = "https://image.tmdb.org/t/p/"
        for id in firstMovieID..<firstMovieID + movieCount {
            let movie = Movie(
                id: id, title: "Heavy Movie \(id - firstMovieID + 1)",
                releaseDate: CalendarDate(year: 2000, month: 1, day: 1),
                runtime: 80 + id % 70, genres: [Genre(id: 18, name: "Drama")],
                poster: ImageURLSet(kind: .poster, baseURL: base, path: "/poster-\(id - firstMovieID).jpg"))
            try await cache.store(movie, of: MovieResource.self, key: MovieResource(id: id).cacheKey, cachedAt: now)
        }
        for (seriesID, guide) in guides().sorted(by: { $0.key < $1.key }) {
            let series = TVSeries(
                id: seriesID, name: guide.seriesName, firstAirDate: CalendarDate(year: 2011, month: 1, day: 1),
                poster: ImageURLSet(kind: .poster, baseURL: base, path: "/series-\(seriesID).jpg"))
            try await cache.store(
                series, of: TVSeriesResource.self, key: TVSeriesResource(id: seriesID).cacheKey, cachedAt: now)
            for episode in guide.episodes {
                let resource = TVEpisodeResource(
                    episode.episodeNumber, inSeason: episode.seasonNumber, inSeries: seriesID)
                try await cache.store(episode, of: TVEpisodeResource.self, key: resource.cacheKey, cachedAt: now)
            }
        }
    }
}
