import Catalog
import TMDb

/// Loads For You: the seeds (titles rated 8 or more and the series being watched, newest first, at most
/// ``maxSeeds``), TMDb's recommendations of each (cache-first, 24 hours), the account's when signed in, merged
/// and ranked (``ForYouRanking``) without the library's titles, then the route's filters.
enum ForYouLoader {
    /// The most seed titles whose recommendations are read (a bounded number of requests).
    static let maxSeeds = 20
    /// A rating at least this makes a title a seed.
    static let minimumRating = 8
    /// How many reads run at once.
    static let width = 8
    /// The most titles shown; with filters, the most whose details are read to apply them.
    static let maxPicks = 60

    /// The ranked picks for `query`.
    static func load(_ query: ForYouQuery, dependencies: AppDependencies) async throws -> Fetched<ForYouList> {
        let tracking = try await dependencies.tracking.snapshot()
        let watchlist = try await dependencies.watchlist.all()
        let lists = dependencies.lists
        let statuses = try await lists.statuses()
        let hidden = try await lists.hiddenTitles()
        var listed: Set<LibraryTitle> = []
        for list in try await lists.lists() {
            listed.formUnion(try await lists.items(ofList: list.id).map(\.title))
        }
        let watching = await watchingSeries(tracking, statuses: statuses, dependencies: dependencies)
        let seeds = seeds(tracking, watching: watching)
        let catalog = dependencies.catalog
        let recommended = await seeds.concurrentMap(width: width) { seed in
            await recommendations(of: seed.title, reason: seed.reason, catalog: catalog)
        }
        var isStale = false
        var failure: (any Error)?
        var merged: [(seed: ForYouSeed, items: [MediaItem])] = []
        for result in recommended {
            switch result {
            case .success(let fetched):
                merged.append(fetched.value)
                isStale = isStale || fetched.isStale
            case .failure(let error):
                failure = failure ?? error
            }
        }
        if merged.isEmpty, let failure { throw failure }
        let account = await dependencies.accountRecommendations()
        if !account.isEmpty { merged.append((ForYouSeed(title: nil, name: "", reason: .account), account)) }
        var excluded = Set(watchlist.map { LibraryTitle($0.kind, id: $0.id) }).union(listed)
        excluded.formUnion(hidden.map(\.title))
        excluded.formUnion(statuses.filter { $0.status == .dropped }.map(\.title))
        let played = tracking.firstPlays()
        excluded.formUnion(played.movies.keys.lazy.map { LibraryTitle(.movie, id: $0) })
        excluded.formUnion(played.series.keys.lazy.map { LibraryTitle(.tvSeries, id: $0) })
        var picks = Array(ForYouRanking.rank(merged, excluding: excluded).prefix(maxPicks))
        if query.isFiltered {
            let myServices = dependencies.myServices()
            let kept = await picks.concurrentMap(width: width) { pick in
                await passes(pick.item, query, myServices: myServices, catalog: catalog)
            }
            picks = zip(picks, kept).filter(\.1).map(\.0)
        }
        return Fetched(ForYouList(picks: picks, hasSeeds: !merged.isEmpty), isStale: isStale)
    }

    /// The series with the status Watching (their progress from their guides) among those played last, with
    /// their latest play.
    private static func watchingSeries(
        _ tracking: TrackingSnapshot, statuses: [TitleStatus], dependencies: AppDependencies
    ) async -> [(id: Int, at: Double)] {
        let recent = Array(tracking.seriesByLatestPlay.prefix(maxSeeds))
        let (guides, _) = await dependencies.guides.guides(recent, width: width)
        let userStatuses = Dictionary(statuses.map { ($0.title, $0.status) }, uniquingKeysWith: { first, _ in first })
        let today = dependencies.today()
        return recent.filter { id in
            LibraryStatuses.status(
                ofSeries: id, tracking: tracking, guide: guides[id]?.value,
                userStatus: userStatuses[LibraryTitle(.tvSeries, id: id)], isOnWatchlist: false, today: today)
                == .watching
        }
        .map { ($0, tracking.latestPlay(inSeries: $0) ?? 0) }
    }

    /// The titles rated 8 or more and the series being watched, newest first (by the rating's or the latest
    /// play's time), each once, at most ``maxSeeds``.
    static func seeds(_ tracking: TrackingSnapshot, watching: [(id: Int, at: Double)])
        -> [(title: LibraryTitle, reason: ForYouSeed.Reason)]
    {
        var candidates: [(title: LibraryTitle, reason: ForYouSeed.Reason, at: Double)] = []
        for (tracked, rating) in tracking.ratings where rating.value >= minimumRating {
            switch tracked {
            case .movie(let id): candidates.append((LibraryTitle(.movie, id: id), .rated(rating.value), rating.ratedAt))
            case .series(let id):
                candidates.append((LibraryTitle(.tvSeries, id: id), .rated(rating.value), rating.ratedAt))
            case .episode: continue
            }
        }
        candidates += watching.map { (LibraryTitle(.tvSeries, id: $0.id), .watching, $0.at) }
        var seen: Set<LibraryTitle> = []
        return candidates.sorted {
            ($0.at, $0.title.kind == .movie ? 0 : 1, $0.title.id) > (
                $1.at, $1.title.kind == .movie ? 0 : 1, $1.title.id
            )
        }
        .filter { seen.insert($0.title).inserted }.prefix(maxSeeds).map { ($0.title, $0.reason) }
    }

    /// A seed's name and its recommendations: a movie's come with its details, a series' are a resource.
    private static func recommendations(
        of title: LibraryTitle, reason: ForYouSeed.Reason, catalog: any CatalogReader<TMDbClient>
    ) async -> Result<Fetched<(seed: ForYouSeed, items: [MediaItem])>, CatalogError> {
        do throws(CatalogError) {
            switch title.kind {
            case .movie:
                let movie = try await catalog.read(MovieResource(id: title.id))
                let seed = ForYouSeed(title: title, name: movie.value.title, reason: reason)
                return .success(
                    Fetched((seed, movie.value.recommendations.map(MediaItem.movie)), isStale: movie.isStale))
            case .tvSeries:
                let series = try await catalog.read(TVSeriesResource(id: title.id))
                let seed = ForYouSeed(title: title, name: series.value.name, reason: reason)
                // A catalog without the series' recommendations (the demo's) answers 404: none.
                guard let page = try await recommendations(ofSeries: title.id, catalog: catalog) else {
                    return .success(Fetched((seed, []), isStale: series.isStale))
                }
                return .success(Fetched((seed, page.value.results), isStale: series.isStale || page.isStale))
            }
        } catch {
            return .failure(error)
        }
    }

    /// The series' recommendations; nil when the catalog does not know them.
    private static func recommendations(ofSeries id: Int, catalog: any CatalogReader<TMDbClient>)
        async throws(CatalogError) -> Fetched<Page<MediaItem>>?
    {
        do {
            return try await catalog.read(TVSeriesRecommendationsResource(id: id))
        } catch .notFound {
            return nil
        }
    }

    /// Whether `item` passes the filters: streamable in the region on one of `myServices`, a runtime (a series'
    /// episodes') known and at most the maximum. Unreadable details do not pass.
    private static func passes(
        _ item: MediaItem, _ query: ForYouQuery, myServices: Set<Int>, catalog: any CatalogReader<TMDbClient>
    ) async -> Bool {
        let runtime: Int?
        let providers: WatchProviders?
        switch item {
        case .movie(let movie):
            guard let details = try? await catalog.read(MovieResource(id: movie.id)).value else { return false }
            (runtime, providers) = (details.runtime, details.watchProviders)
        case .tvSeries(let series):
            guard let details = try? await catalog.read(TVSeriesResource(id: series.id)).value else { return false }
            (runtime, providers) = (details.episodeRuntime, details.watchProviders)
        case .person:
            return false
        }
        if let maxRuntime = query.maxRuntime {
            guard let runtime, runtime > 0, runtime <= maxRuntime else { return false }
        }
        if query.onMyServices {
            let streaming = providers.map { Set(($0.flatrate + $0.free + $0.ads).map(\.id)) } ?? []
            if streaming.isDisjoint(with: myServices) { return false }
        }
        return true
    }
}
