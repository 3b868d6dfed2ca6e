import Catalog
import TMDb

/// The library's titles for the overview's search: the watchlist, the lists, the played and the rated
/// titles, most recently touched first, each once, with their names from the catalog (cache-first, so
/// offline the cached details answer).
public enum ShellSearchLibrary {
    /// How many titles' details are read at once.
    static let width = 8

    /// The titles of the library in `dependencies`; titles whose details cannot be read are left out.
    public static func titles(dependencies: AppDependencies) async -> [ShellSearchTitle] {
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
        return await ordered.concurrentMap(width: width) { title in await Self.title(title, catalog: catalog) }
            .compactMap { $0 }
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
