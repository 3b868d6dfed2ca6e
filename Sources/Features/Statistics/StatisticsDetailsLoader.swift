import Catalog
import Synchronization
import TMDb

/// Reads the details the statistics need (``StatisticsDetails``) through the cache-first catalog: a movie's
/// details, a series' details and every season of it (the missing seasons in one request). Titles not in
/// the cache are fetched ``width`` at a time (the client honours 429 and retries); a title that cannot be
/// read is named in ``StatisticsDetails/missing``.
public struct StatisticsDetailsLoader: Sendable {
    /// How many titles are read at once.
    public static let width = 4

    let catalog: any CatalogReader<TMDbClient>
    let today: CalendarDate

    public init(catalog: any CatalogReader<TMDbClient>, today: CalendarDate) {
        self.catalog = catalog
        self.today = today
    }

    /// The details of `titles` (`.movie` and `.series`; others are ignored), stale when any came from an
    /// expired cache entry; `progress(done, total)` after each title.
    public func details(of titles: [TrackedTitle], progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in })
        async -> Fetched<StatisticsDetails>
    {
        let total = titles.count
        let done = DoneCount()
        let results = await titles.concurrentMap(width: Self.width) { [self] title in
            let result = await read(title)
            progress(done.increment(), total)
            return (title, result)
        }
        var details = StatisticsDetails()
        var isStale = false
        for (title, result) in results {
            switch result {
            case .movie(let facts, let stale):
                if case .movie(let id) = title { details.movies[id] = facts }
                isStale = isStale || stale
            case .series(let facts, let stale):
                if case .series(let id) = title { details.series[id] = facts }
                isStale = isStale || stale
            case .missing:
                details.missing.insert(title)
            }
        }
        return Fetched(details, isStale: isStale)
    }

    private enum TitleFacts: Sendable {
        case movie(StatisticsDetails.MovieFacts, isStale: Bool)
        case series(StatisticsDetails.SeriesFacts, isStale: Bool)
        case missing
    }

    private func read(_ title: TrackedTitle) async -> TitleFacts {
        do throws(CatalogError) {
            switch title {
            case .movie(let id):
                let movie = try await catalog.read(MovieResource(id: id))
                return .movie(StatisticsDetails.MovieFacts(movie.value), isStale: movie.isStale)
            case .series(let id):
                let series = try await catalog.read(TVSeriesResource(id: id))
                let seasons = try await catalog.read(
                    all: series.value.seasons.map { TVSeasonResource($0.seasonNumber, inSeries: id) })
                let facts = StatisticsDetails.SeriesFacts(
                    series.value, episodes: seasons.flatMap(\.value.episodes), today: today)
                return .series(facts, isStale: series.isStale || seasons.contains(where: \.isStale))
            case .episode:
                return .missing
            }
        } catch {
            return .missing
        }
    }
}

/// How many titles were read, from the concurrent reads.
private final class DoneCount: Sendable {
    private let count = Mutex(0)

    /// Counts one more; the new count.
    func increment() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}
