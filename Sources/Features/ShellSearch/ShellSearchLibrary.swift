import Catalog
import TMDb

/// The library's titles for the overview's search: the watchlist, the lists, the played and the rated
/// titles, most recently touched first, each once, with their names from the catalog (cache-first, so
/// offline the cached details answer).
public enum ShellSearchLibrary {
    /// How many titles' details are read at once.
    static let width = 8
    /// At a relaxed pace: how many titles are read (one at a time) between two pauses, and the pause. A
    /// title's cached details decode in ~0.1 ms: a few percent of one core.
    static let relaxedBatch = 20
    static let relaxedPause = Duration.milliseconds(40)

    /// The titles of the library in `dependencies`; titles whose details cannot be read are left out.
    public static func titles(dependencies: AppDependencies, pace: ShellSearchPace? = nil) async
        -> [ShellSearchTitle]
    {
        var touched: [LibraryTitle: Double] = [:]
        func touch(_ title: LibraryTitle, at time: Double) {
            touched[title] = max(touched[title] ?? -.infinity, time)
        }
        for entry in (try? await dependencies.watchlist.all()) ?? [] {
            touch(LibraryTitle(entry.kind, id: entry.id), at: entry.addedAt)
        }
        if let tracking = try? await dependencies.tracking.snapshot() {
            for play in tracking.plays {
                libraryTitle(play.title).map { touch($0, at: play.watchedAt) }
            }
            for title in tracking.ratings.keys {
                libraryTitle(title).map { touch($0, at: 0) }
            }
        }
        for list in (try? await dependencies.lists.lists()) ?? [] {
            for item in (try? await dependencies.lists.items(ofList: list.id)) ?? [] {
                touch(item.title, at: item.addedAt)
            }
        }
        let ordered = touched.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.id < $1.key.id }.map(\.key)
        let catalog = dependencies.catalog
        var titles: [ShellSearchTitle] = []
        var next = 0
        // Prepared ahead: a few titles, then a pause, while nothing waits for them.
        while let pace, pace.isRelaxed, next < ordered.count {
            if next > 0, next.isMultiple(of: relaxedBatch) { try? await Task.sleep(for: relaxedPause) }
            if let title = await Self.title(ordered[next], catalog: catalog) { titles.append(title) }
            next += 1
        }
        let rest = await Array(ordered[next...]).concurrentMap(width: width) { title in
            await Self.title(title, catalog: catalog)
        }
        return titles + rest.compactMap { $0 }
    }

    /// The movie or series of a play or rating (an episode's series).
    private static func libraryTitle(_ title: TrackedTitle) -> LibraryTitle? {
        switch title {
        case .movie(let id): LibraryTitle(.movie, id: id)
        case .series(let id): LibraryTitle(.tvSeries, id: id)
        case .episode(let key): LibraryTitle(.tvSeries, id: key.seriesID)
        }
    }

    private static func title(_ title: LibraryTitle, catalog: any CatalogReader<TMDbClient>) async -> ShellSearchTitle?
    {
        do throws(CatalogError) {
            switch title.kind {
            case .movie:
                return ShellSearchTitle(try await catalog.read(MovieResource(id: title.id)).value.item)
            case .tvSeries:
                let series = try await catalog.read(TVSeriesResource(id: title.id)).value
                let lastYear = series.seasons.filter { $0.seasonNumber > 0 }.compactMap { $0.airDate?.year }.max()
                return ShellSearchTitle(series.item, lastYear: lastYear)
            }
        } catch {
            return nil
        }
    }
}
